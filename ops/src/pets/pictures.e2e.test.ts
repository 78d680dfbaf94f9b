import sharp from 'sharp';
import { ANIMAL_TYPE_IDS, SEED_BREEDS } from '@pawroute/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestClient, type TestServer } from '../testing';
import { getBytes, refused as refusedBy, upload, type ErrorBody } from './testSupport';
import type { FindPetsByCustomerResponse, SavePetResult } from './types';

/** Pet pictures and profile pictures through real HTTP (part 1 §5, §6, §7). */
let server: TestServer;
let office: TestClient;
let stylist: TestClient;
let customer: TestClient;
let customerUserId: number;
let ownPetId: number;
let otherPetId: number;
const statuses: number[] = [];

const dog = SEED_BREEDS.find((b) => b.animalTypeId === ANIMAL_TYPE_IDS.dog)!;
const png = (width: number, height: number, color = '#c08040') =>
  sharp({ create: { width, height, channels: 3, background: color } }).png().toBuffer();

const refused = async (send: () => Promise<{ status: number; body: unknown }>) => {
  const response = await refusedBy(server, send as never);
  statuses.push(response.status);
  return response as unknown as { status: number; body: ErrorBody };
};

beforeAll(async () => {
  server = await startTestServer();
  office = await server.loginAs('office');
  stylist = await server.loginAs('stylist');
  customer = server.client();
  const login = await customer.login('customer@pawroute.test', 'pawroute-demo');
  const me = login.body.user as unknown as { ID: number; customerId: number };
  customerUserId = me.ID;
  const own = await customer.get<FindPetsByCustomerResponse>('/api/v4/pets/findByCustomer', { query: { customerId: me.customerId } });
  ownPetId = own.body.pets[0]!.ID;
  const other = await office.post<{ customerId: number }>('/api/v4/user/create', { firstName: 'Pic', lastName: 'Owner', emailAddress: 'pic.owner@example.com' });
  const pet = await office.post<SavePetResult>('/api/v4/pets/update', {
    customerId: other.body.customerId,
    petName: 'Snapshot',
    animalTypeId: ANIMAL_TYPE_IDS.dog,
    breedId: dog.id,
  });
  otherPetId = pet.body.ID;
});
afterAll(async () => {
  await server?.close();
});
afterEach(() => {
  expect(statuses.filter((s) => s >= 500)).toEqual([]);
});

describe('pet pictures', () => {
  let fileName: string;

  it('EditCustomers uploads an image; the paths list it and the bytes come back as stored', async () => {
    const bytes = await png(40, 30);
    const uploaded = await upload(office, '/api/v4/pets/uploadPicture', { petId: ownPetId, userId: customerUserId }, { bytes, name: 'rex.png', type: 'image/png' });
    statuses.push(uploaded.status);
    expect(uploaded.status).toBe(200);
    fileName = uploaded.body.fileName as string;
    expect(fileName).toMatch(/^[0-9a-f]{16}\.png$/);

    const paths = await office.get<string[]>('/api/v4/pets/getPicturePaths', { query: { petId: ownPetId, userId: customerUserId } });
    expect(paths.body).toEqual([fileName]);
    const picture = await getBytes(office, '/api/v4/pets/getPicture', { petId: ownPetId, fileName });
    expect(picture.status).toBe(200);
    expect(picture.type).toBe('image/png');
    expect(picture.bytes.equals(bytes)).toBe(true);
    const profile = await getBytes(office, '/api/v4/pets/getPetProfilePicture', { petId: ownPetId });
    expect(profile.status).toBe(200);
    // The picture event records the name and hash, never the bytes.
    const { rows } = await server.database.database.query<{ data: Record<string, unknown> }>(
      `SELECT data FROM events WHERE type = 'PetPictureAdded' AND stream = $1`,
      [`Pet-${ownPetId}`],
    );
    expect(Object.keys(rows[0]!.data).sort()).toEqual(['addedAt', 'contentType', 'customerId', 'fileName', 'hash', 'petId', 'size', 'userId']);
  });

  it('the owning customer sees the picture; another customer does not', async () => {
    const own = await getBytes(customer, '/api/v4/pets/getPicture', { petId: ownPetId, fileName });
    expect(own.status).toBe(200);
    const paths = await customer.get<string[]>('/api/v4/pets/getPicturePaths', { query: { petId: ownPetId } });
    expect(paths.body).toEqual([fileName]);
    const otherPaths = await customer.get('/api/v4/pets/getPicturePaths', { query: { petId: otherPetId } });
    expect(otherPaths.status).toBe(403);
    const anonymous = await getBytes(server.client(), '/api/v4/pets/getPicture', { petId: ownPetId, fileName });
    expect(anonymous.status).toBe(401);
  });

  it('refuses a 6 MB file, a non-image and a missing file with clear messages, writing nothing', async () => {
    const big = Buffer.concat([await png(8, 8), Buffer.alloc(6 * 1024 * 1024, 7)]);
    const tooLarge = await refused(() => upload(office, '/api/v4/pets/uploadPicture', { petId: otherPetId }, { bytes: big, name: 'big.png', type: 'image/png' }));
    expect([tooLarge.status, tooLarge.body.message]).toEqual([400, 'The image is larger than 5 MB. Please choose a smaller image.']);

    const text = Buffer.from('%PDF-1.4 not really an image at all');
    const notImage = await refused(() => upload(office, '/api/v4/pets/uploadPicture', { petId: otherPetId }, { bytes: text, name: 'photo.png', type: 'image/png' }));
    expect([notImage.status, notImage.body.message]).toEqual([400, 'Only image files (JPEG, PNG, GIF, WebP, HEIC, AVIF or TIFF) can be uploaded.']);

    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
    const svgUpload = await refused(() => upload(office, '/api/v4/pets/uploadPicture', { petId: otherPetId }, { bytes: svg, name: 'x.svg', type: 'image/svg+xml' }));
    expect(svgUpload.status).toBe(400);

    const none = await refused(() => upload(office, '/api/v4/pets/uploadPicture', { petId: otherPetId }, null));
    expect([none.status, none.body.message]).toEqual([400, 'Please choose an image to upload.']);
    const noPet = await refused(() => upload(office, '/api/v4/pets/uploadPicture', {}, { bytes: Buffer.from('x'), name: 'x.png' }));
    expect([noPet.status, noPet.body.message]).toEqual([400, 'A pet ID is required.']);
  });

  it('without EditCustomers (stylist, customer) there is no upload or removal', async () => {
    const bytes = await png(10, 10, '#123456');
    const byStylist = await refused(() => upload(stylist, '/api/v4/pets/uploadPicture', { petId: ownPetId }, { bytes, name: 'a.png' }));
    expect(byStylist.status).toBe(403);
    const byCustomer = await refused(() => upload(customer, '/api/v4/pets/uploadPicture', { petId: ownPetId }, { bytes, name: 'a.png' }));
    expect(byCustomer.status).toBe(403);
    const removeByCustomer = await refused(() => customer.post('/api/v4/pets/removePicture', { petId: ownPetId, fileName }));
    expect(removeByCustomer.status).toBe(403);
  });

  it('removes a picture; removing it again fails in the spec\'s words', async () => {
    const removed = await office.post('/api/v4/pets/removePicture', { petId: ownPetId, fileName });
    statuses.push(removed.status);
    expect(removed.status).toBe(200);
    expect((await office.get<string[]>('/api/v4/pets/getPicturePaths', { query: { petId: ownPetId } })).body).toEqual([]);
    const again = await refused(() => office.post('/api/v4/pets/removePicture', { petId: ownPetId, fileName }));
    expect([again.status, again.body.message]).toEqual([404, 'Failed to delete picture.']);
    const gone = await getBytes(office, '/api/v4/pets/getPicture', { petId: ownPetId, fileName });
    expect(gone.status).toBe(404);
  });
});

describe('profile pictures', () => {
  it('are cropped 1:1 around the centre and resized to 200x200 on the server', async () => {
    // Left half red, right half blue, 600x300: the centre crop is half red, half blue.
    const wide = await sharp({ create: { width: 600, height: 300, channels: 3, background: '#ff0000' } })
      .composite([{ input: await sharp({ create: { width: 300, height: 300, channels: 3, background: '#0000ff' } }).png().toBuffer(), left: 300, top: 0 }])
      .png()
      .toBuffer();
    const uploaded = await upload(customer, '/api/v4/user/uploadPicture', { userId: customerUserId }, { bytes: wide, name: 'me.png' });
    statuses.push(uploaded.status);
    expect(uploaded.status).toBe(200);
    expect(uploaded.body.profilePictureUrl).toMatch(new RegExp(`^/api/v4/user/getProfilePicture\\?userId=${customerUserId}`));
    const picture = await getBytes(customer, '/api/v4/user/getProfilePicture', { userId: customerUserId });
    expect(picture.status).toBe(200);
    expect(picture.type).toBe('image/webp');
    const meta = await sharp(picture.bytes).metadata();
    expect([meta.width, meta.height]).toEqual([200, 200]);
    const { data } = await sharp(picture.bytes).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => Array.from(data.subarray((y * 200 + x) * 3, (y * 200 + x) * 3 + 3));
    expect(pixel(20, 100)[0]).toBeGreaterThan(200); // red on the left
    expect(pixel(180, 100)[2]).toBeGreaterThan(200); // blue on the right

    const own = await getBytes(customer, '/api/v4/profile/getProfilePicture', {});
    expect(own.status).toBe(200);
    const byStaff = await getBytes(office, '/api/v4/user/getProfilePicture', { userId: customerUserId });
    expect(byStaff.status).toBe(200);
  });

  it('a customer changes only their own; non-images and big files are refused', async () => {
    const bytes = await png(10, 10);
    const other = await refused(() => upload(customer, '/api/v4/user/uploadPicture', { userId: customerUserId + 1000 }, { bytes, name: 'x.png' }));
    expect(other.status).toBe(403);
    const notImage = await refused(() => upload(customer, '/api/v4/user/uploadPicture', { userId: customerUserId }, { bytes: Buffer.from('hello'), name: 'x.png' }));
    expect(notImage.status).toBe(400);
    const big = await refused(() =>
      upload(customer, '/api/v4/user/uploadPicture', { userId: customerUserId }, { bytes: Buffer.alloc(6 * 1024 * 1024, 1), name: 'x.png' }),
    );
    expect([big.status, big.body.message]).toEqual([400, 'The image is larger than 5 MB. Please choose a smaller image.']);
  });
});
