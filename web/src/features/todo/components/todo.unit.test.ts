import type { TodoItemView } from '@pawroute/domain';
import { describe, expect, it } from 'vitest';
import { readableFormData } from './format';
import { todoPageSize, visibleTodos } from './TodoListPage';

const item = (ID: number, date: string, todoCategoryId: number | null = null): TodoItemView => ({
  ID, employeeId: null, note: `n${ID}`, date, repeatInDays: null, todoCategoryId, customerId: null, formData: null, DateAdded: '', Customer: null,
});

describe('todo table (part 1 §2, §9)', () => {
  const items = [item(1, '2026-03-01', 1), item(2, '2026-03-05', 2), item(3, '2026-03-06', 1)];
  it('hides items due after today unless View All', () => {
    expect(visibleTodos(items, false, '2026-03-05', null).map((t) => t.ID)).toEqual([1, 2]);
    expect(visibleTodos(items, true, '2026-03-05', null).map((t) => t.ID)).toEqual([1, 2, 3]);
  });
  it('filters by category', () => expect(visibleTodos(items, true, '2026-03-05', 1).map((t) => t.ID)).toEqual([1, 3]));
  it('pages 20 on a tall window, else 10', () => expect([todoPageSize(true), todoPageSize(false)]).toEqual([20, 10]));
});

describe('formData shown readably (part 1 §3)', () => {
  it('a price estimate', () =>
    expect(readableFormData(JSON.stringify({ animal: 'Dog', dogBreed: 'Poodle', dogExtras: ['Teeth', 'Nails'], estimatedPriceRange: '$60-$80', catBreed: null }))).toEqual([
      { label: 'Animal', value: 'Dog' },
      { label: 'Breed', value: 'Poodle' },
      { label: 'Extras', value: 'Teeth, Nails' },
      { label: 'Estimated Price Range', value: '$60-$80' },
    ]));
  it('a web lead', () =>
    expect(readableFormData(JSON.stringify({ name: 'Pat', petName: 'Rex' }))).toEqual([{ label: 'Name', value: 'Pat' }, { label: 'Pet Name', value: 'Rex' }]));
  it('text that is not JSON, and nothing', () => {
    expect(readableFormData('call back')).toEqual([{ label: 'Details', value: 'call back' }]);
    expect(readableFormData(null)).toEqual([]);
  });
});
