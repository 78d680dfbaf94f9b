import { describe, expect, it } from 'vitest';
import type { CommandContext } from '../shared/decider';
import { givenWhenThen, type Then } from '../shared/givenWhenThen';
import { commentGroupDecider, type CommentGroupCommand } from './decider';
import { commentDisplay } from './commentText';
import type { CommentGroupEvent, RatingEvent } from './events';
import { averageRating, ratingDecider, type RatingCommand } from './ratings/decider';

const context: CommandContext = { now: '2026-03-01T15:00:00.000Z', actorUserId: 2 };
const opened: CommentGroupEvent = { type: 'CommentGroupOpened', data: { commentGroupId: 4, ownerType: 'user', ownerId: 7, ownerUserId: 7, openedAt: context.now } };
const add = (comment: string, commentId = 10): CommentGroupCommand => ({ type: 'AddComment', data: { commentGroupId: 4, commentId, comment } });

const groupCases: [string, CommentGroupEvent[], CommentGroupCommand, Then<CommentGroupEvent>][] = [
  ['a comment is added, trimmed, by the actor', [opened], add('  Nice dog  '), { events: [{ type: 'CommentAdded', data: { commentGroupId: 4, commentId: 10, comment: 'Nice dog', authorUserId: 2, addedAt: context.now } }] }],
  ['an empty comment is refused', [opened], add('   '), { error: [400, 'A comment is required.'] }],
  ['a comment over 1000 characters is refused', [opened], add('x'.repeat(1001)), { error: [400, 'A comment can be at most 1000 characters.'] }],
  ['no group, no comment', [], add('hi'), { error: [404, 'Comment group not found.'] }],
  [
    'a merged group takes no new comments',
    [opened, { type: 'CommentGroupMerged', data: { commentGroupId: 4, intoCommentGroupId: 5, mergedAt: context.now } }],
    add('hi'),
    { error: [409, 'This profile was merged into another profile; add comments there.'] },
  ],
  ['merge into another group', [opened], { type: 'MergeCommentGroup', data: { commentGroupId: 4, intoCommentGroupId: 5 } }, { events: [{ type: 'CommentGroupMerged', data: { commentGroupId: 4, intoCommentGroupId: 5, mergedAt: context.now } }] }],
  ['open twice is refused', [opened], { type: 'OpenCommentGroup', data: { commentGroupId: 4, ownerType: 'user', ownerId: 7, ownerUserId: 7 } }, { error: [409, 'This comment group already exists.'] }],
];

const given: RatingEvent = { type: 'RatingGiven', data: { ratingId: 1, userId: 7, rating: 4, comment: null, raterUserId: 2, givenAt: context.now } };
const rate = (rating: number, comment: string | null = null): RatingCommand => ({ type: 'GiveRating', data: { ratingId: 1, userId: 7, rating, comment } });
const ratingCases: [string, RatingEvent[], RatingCommand, Then<RatingEvent>][] = [
  ['4 stars, empty comment stored as null', [], rate(4, ' '), { events: [given] }],
  ['0 stars is refused', [], rate(0), { error: [400, 'A rating is a whole number of stars from 1 to 5.'] }],
  ['6 stars is refused', [], rate(6), { error: [400, 'A rating is a whole number of stars from 1 to 5.'] }],
  ['3.5 stars is refused', [], rate(3.5), { error: [400, 'A rating is a whole number of stars from 1 to 5.'] }],
  ['moved by a merge', [given], { type: 'MoveRating', data: { ratingId: 1, toUserId: 9 } }, { events: [{ type: 'RatingMoved', data: { ratingId: 1, fromUserId: 7, toUserId: 9, movedAt: context.now } }] }],
  ['moved again writes nothing', [given, { type: 'RatingMoved', data: { ratingId: 1, fromUserId: 7, toUserId: 9, movedAt: context.now } }], { type: 'MoveRating', data: { ratingId: 1, toUserId: 9 } }, { events: [] }],
];

describe('comment group: given, when, then', () => {
  it.each(groupCases)('%s', (_n, g, w, t) => expect(givenWhenThen(commentGroupDecider, g, w, context)).toEqual(t));
});
describe('rating: given, when, then', () => {
  it.each(ratingCases)('%s', (_n, g, w, t) => expect(givenWhenThen(ratingDecider, g, w, context)).toEqual(t));
});

describe('averageRating (part 1 §9)', () => {
  it.each([
    [[5, 4, 4], 1, 4.3],
    [[5, 4, 4], 2, 4.33],
    [[1], 1, 1],
    [[], 1, null],
  ])('%j to %i decimals = %j', (ratings, decimals, average) => expect(averageRating(ratings, decimals)).toBe(average));
});

describe('commentDisplay (part 1 §3: JSON comments as key/value lines)', () => {
  it('shows a JSON object as labelled lines', () => {
    expect(commentDisplay('{"petName":"Rex","additionalNotes":"Web lead","dogExtras":["teeth","shampoo"]}')).toEqual({
      kind: 'pairs',
      pairs: [
        ['Pet Name', 'Rex'],
        ['Additional Notes', 'Web lead'],
        ['Dog Extras', 'teeth, shampoo'],
      ],
    });
  });
  it.each(['Plain text', '{not json', '[1,2]', '42'])('%j stays text', (comment) => {
    expect(commentDisplay(comment)).toEqual({ kind: 'text', text: comment });
  });
});
