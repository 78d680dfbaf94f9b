import { breedInputSchema, isMoney, MANAGEMENT_MESSAGES, moneyToCents, productInputSchema, type BreedOption, type CreateTodoCategoryBody, type DeleteProductOrServiceBody, type DeleteTodoCategoryBody, type UpdateOtherOptionsBody } from '@pawroute/domain';
import { useState, type ComponentType, type FormEvent } from 'react';
import { Navigate, NavLink, Route, Routes } from 'react-router-dom';
import { toast } from 'sonner';
import { PageHeader } from '../../../components/PageHeader';
import { isApiError } from '../../../lib/apiClient';
import { useCan } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { PermissionsTab } from '../userTypes/PermissionsTab';
import { CancelFeeSetting } from './CancelFeeSetting';
import { TipBaseSetting } from './TipBaseSetting';
import { DistanceUnitSetting } from './DistanceUnitSetting';
import {
  useBreeds,
  useContactMethods,
  useManagementWrite,
  useProducts,
  useTodoCategories,
  type ProductRow,
} from '../api';
import '../../../styles/table.css';
import './management.css';
import { TestGatewayButton } from '../../../components/card/TestGatewayButton';
import { centsToInput } from '../../../lib/money';

const TABS = [
  ['servicesAndProducts', 'Services and Products'],
  ['breedSettings', 'Breed Settings'],
  ['todoCategories', 'Todo Categories'],
  ['permissions', 'Permissions'],
  ['onlineBooking', 'Online Booking'],
  ['serviceArea', 'Service Area'],
  ['vaccinations', 'Vaccinations'],
  ['texts', 'Texts'],
  ['messageTemplates', 'Message templates'],
  ['other', 'Other'],
] as const;

const failed = (fallback: string) => (error: unknown) => toast.error(isApiError(error) && error.statusCode < 500 ? error.message : fallback);

/**
 * The tabs other features own (online booking, service area, vaccinations, texts, message templates):
 * the app mounts them (app/managementTabs.tsx), as it mounts the profile's tabs; a feature does not
 * import another feature's screens.
 */
export interface ManagementSlots {
  onlineBooking: ComponentType;
  serviceArea: ComponentType;
  vaccinations: ComponentType;
  texts: ComponentType;
  messageTemplates: ComponentType;
}

/** /dashboard/management (EditSettings, part 2 §2.6). An unknown tab goes to servicesAndProducts. */
export function ManagementPage({ slots }: { slots: ManagementSlots }) {
  useDocumentTitle('Management — Pawroute');
  // The permissions tab needs EditPermissions (part 2 §6) and ViewPermissions (reading the types'
  // permissions); without them the tab is not offered.
  const mayEdit = useCan('EditPermissions');
  const mayView = useCan('ViewPermissions');
  const canEditPermissions = mayEdit && mayView;
  return (
    <div className="page">
      <PageHeader title="Management" />
      <nav className="mgmt-tabs" aria-label="Management">
        {TABS.filter(([path]) => path !== 'permissions' || canEditPermissions).map(([path, label]) => (
          <NavLink key={path} to={`/dashboard/management/${path}`} className="mgmt-tabs__tab">
            {label}
          </NavLink>
        ))}
      </nav>
      <Routes>
        <Route path="servicesAndProducts" element={<ProductsTab />} />
        <Route path="breedSettings" element={<BreedsTab />} />
        <Route path="todoCategories" element={<TodoCategoriesTab />} />
        <Route
          path="permissions"
          element={canEditPermissions ? <PermissionsTab /> : <Navigate to="/dashboard/management/servicesAndProducts" replace />}
        />
        <Route path="onlineBooking" element={<slots.onlineBooking />} />
        <Route path="serviceArea" element={<slots.serviceArea />} />
        <Route path="vaccinations" element={<slots.vaccinations />} />
        <Route path="texts" element={<slots.texts />} />
        <Route path="messageTemplates" element={<slots.messageTemplates />} />
        <Route path="other" element={<OtherTab />} />
        <Route path="*" element={<Navigate to="/dashboard/management/servicesAndProducts" replace />} />
      </Routes>
    </div>
  );
}

/* ---------------------------------------------------------------- products and services */

interface ProductDraft { ID?: number; item: string; category: string; price: string; addonPrice: string }
const emptyProduct: ProductDraft = { item: '', category: '', price: '', addonPrice: '' };

function ProductsTab() {
  const products = useProducts();
  const [draft, setDraft] = useState<ProductDraft | null>(null);
  const remove = useManagementWrite<DeleteProductOrServiceBody>('deleteProductOrService');
  const rows = products.data?.productsAndServices ?? [];
  return (
    <section className="panel" aria-labelledby="products-heading">
      <h2 id="products-heading">Services and Products</h2>
      <button type="button" className="button" onClick={() => setDraft({ ...emptyProduct })}>
        New Product or Service
      </button>
      {draft && <ProductForm draft={draft} categories={products.data?.categories ?? []} onDone={() => setDraft(null)} />}
      <div className="mgmt-scroll"><table className="table">
        <thead>
          <tr><th scope="col">Item</th><th scope="col">Category</th><th scope="col">Price</th><th scope="col">Add-on Price</th><th scope="col" /></tr>
        </thead>
        <tbody>
          {rows.map((p: ProductRow) => (
            <tr key={p.ID} data-product-id={p.ID}>
              <td>{p.item}</td>
              <td>{p.category}</td>
              <td>${centsToInput(p.price)}</td>
              <td>{p.addonPrice === null ? '' : `$${centsToInput(p.addonPrice)}`}</td>
              <td>
                <button type="button" className="button button--small button--secondary" onClick={() => setDraft({ ID: p.ID, item: p.item, category: p.category, price: centsToInput(p.price), addonPrice: centsToInput(p.addonPrice) })}>
                  Edit
                </button>{' '}
                <button
                  type="button"
                  className="button button--small button--danger"
                  aria-label={`Delete ${p.item}`}
                  disabled={remove.isPending}
                  onClick={() =>
                    remove.mutate({ ID: p.ID }, { onSuccess: () => toast.success('Deleted product or service'), onError: failed('Failed to delete product or service') })
                  }
                >
                  Delete
                </button>
              </td>
            </tr>
          ))}
          {rows.length === 0 && (
            <tr className="table__empty"><td colSpan={5}>{products.isPending ? 'Loading…' : products.isError ? 'Failed to retrieve products and services' : 'No products or services.'}</td></tr>
          )}
        </tbody>
      </table></div>
    </section>
  );
}

function ProductForm({ draft, categories, onDone }: { draft: ProductDraft; categories: string[]; onDone(): void }) {
  const [form, setForm] = useState(draft);
  const [error, setError] = useState<string | null>(null);
  const editing = draft.ID !== undefined;
  const save = useManagementWrite<object>(editing ? 'updateProductOrService' : 'createProductOrService');
  const set = (field: keyof ProductDraft) => (e: { target: { value: string } }) => setForm({ ...form, [field]: e.target.value });

  function submit(e: FormEvent) {
    e.preventDefault();
    if (form.price.trim() && !isMoney(form.price)) return setError(MANAGEMENT_MESSAGES.money);
    if (form.addonPrice.trim() && !isMoney(form.addonPrice)) return setError(MANAGEMENT_MESSAGES.money);
    const parsed = productInputSchema.safeParse({
      item: form.item,
      category: form.category,
      price: form.price.trim() ? moneyToCents(form.price) : undefined,
      addonPrice: form.addonPrice.trim() ? moneyToCents(form.addonPrice) : null,
    });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Invalid input.');
    setError(null);
    save.mutate(editing ? { ...parsed.data, ID: draft.ID } : parsed.data, {
      onSuccess: () => {
        toast.success(editing ? 'Updated product or service' : 'Created product or service');
        onDone();
      },
      onError: failed(editing ? 'Failed to update product or service' : 'Failed to create product or service'),
    });
  }

  return (
    <form className="mgmt-form" onSubmit={submit} aria-label={editing ? 'Edit Product or Service' : 'New Product or Service'} noValidate>
      <label className="field">Item<input value={form.item} onChange={set('item')} required /></label>
      <label className="field">
        Category
        <input value={form.category} onChange={set('category')} list="management-categories" />
        <datalist id="management-categories">{categories.map((c) => <option key={c} value={c} />)}</datalist>
      </label>
      <label className="field">Price<input value={form.price} onChange={set('price')} inputMode="decimal" required /></label>
      <label className="field">Add-on Price<input value={form.addonPrice} onChange={set('addonPrice')} inputMode="decimal" /></label>
      {error && <p role="alert" className="form__error mgmt-form__actions">{error}</p>}
      <div className="mgmt-form__actions">
        <button type="submit" className="button" disabled={save.isPending}>Save</button>
        <button type="button" className="button button--secondary" onClick={onDone}>Cancel</button>
      </div>
    </form>
  );
}

/* ---------------------------------------------------------------- breeds */

const PRICE_FIELDS = [
  ['bathBrushPrice', 'Bath & Brush'],
  ['bathBrushPrice3Months', 'Bath & Brush 3+ Months'],
  ['bathBrushPrice6Months', 'Bath & Brush 6+ Months'],
  ['deluxePrice', 'Deluxe'],
  ['deluxePrice3Months', 'Deluxe 3+ Months'],
  ['deluxePrice6Months', 'Deluxe 6+ Months'],
] as const;
type PriceField = (typeof PRICE_FIELDS)[number][0];
type BreedDraft = { ID?: number; breed: string; animalTypeId: string; minutesToGroom: string } & Record<PriceField, string>;

const breedDraft = (b?: BreedOption): BreedDraft => ({
  ID: b?.ID,
  breed: b?.breed ?? '',
  animalTypeId: b ? String(b.animalTypeId) : '',
  minutesToGroom: b ? String(b.minutesToGroom) : '90',
  ...(Object.fromEntries(PRICE_FIELDS.map(([f]) => [f, b ? centsToInput(b[f]) : ''])) as Record<PriceField, string>),
});

function BreedsTab() {
  const breeds = useBreeds();
  const [draft, setDraft] = useState<BreedDraft | null>(null);
  const rows = breeds.data?.breeds ?? [];
  return (
    <section className="panel" aria-labelledby="breeds-heading">
      <h2 id="breeds-heading">Breed Settings</h2>
      <button type="button" className="button" onClick={() => setDraft(breedDraft())}>New Breed</button>
      {draft && <BreedForm key={draft.ID ?? 'new'} draft={draft} animalTypes={breeds.data?.animalTypes ?? []} onDone={() => setDraft(null)} />}
      <div className="mgmt-scroll"><table className="table">
        <thead>
          <tr>
            <th scope="col">Breed</th><th scope="col">Animal Type</th><th scope="col">Minutes</th>
            {PRICE_FIELDS.map(([f, label]) => <th key={f} scope="col">{label}</th>)}
            <th scope="col" />
          </tr>
        </thead>
        <tbody>
          {rows.map((b) => (
            <tr key={b.ID} data-breed-id={b.ID}>
              <td>{b.breed}</td>
              <td>{b.AnimalType.type}</td>
              <td>{b.minutesToGroom}</td>
              {PRICE_FIELDS.map(([f]) => <td key={f} data-price={f}>${centsToInput(b[f])}</td>)}
              <td>
                <button type="button" className="button button--small button--secondary" aria-label={`Edit ${b.breed}`} onClick={() => setDraft(breedDraft(b))}>
                  Edit
                </button>
              </td>
            </tr>
          ))}
          {rows.length === 0 && (
            <tr className="table__empty"><td colSpan={10}>{breeds.isPending ? 'Loading…' : breeds.isError ? 'Failed to retrieve breeds' : 'No breeds.'}</td></tr>
          )}
        </tbody>
      </table></div>
    </section>
  );
}

function BreedForm({ draft, animalTypes, onDone }: { draft: BreedDraft; animalTypes: { ID: number; type: string }[]; onDone(): void }) {
  const [form, setForm] = useState(draft);
  const [error, setError] = useState<string | null>(null);
  const editing = draft.ID !== undefined;
  const save = useManagementWrite<object>(editing ? 'updateBreed' : 'createBreed');
  const set = (field: keyof BreedDraft) => (e: { target: { value: string } }) => setForm({ ...form, [field]: e.target.value });

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!form.breed.trim() || !form.animalTypeId || form.minutesToGroom.trim() === '') {
      setError(MANAGEMENT_MESSAGES.requiredFields);
      toast.info(MANAGEMENT_MESSAGES.requiredFields);
      return;
    }
    if (PRICE_FIELDS.some(([f]) => !isMoney(form[f]))) return setError(MANAGEMENT_MESSAGES.money);
    const parsed = breedInputSchema.safeParse({
      breed: form.breed,
      animalTypeId: Number(form.animalTypeId),
      minutesToGroom: Number(form.minutesToGroom),
      ...Object.fromEntries(PRICE_FIELDS.map(([f]) => [f, moneyToCents(form[f])])),
    });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? MANAGEMENT_MESSAGES.requiredFields);
    setError(null);
    save.mutate(editing ? { ...parsed.data, ID: draft.ID } : parsed.data, {
      onSuccess: () => {
        toast.success(editing ? 'Updated breed' : 'Created breed');
        onDone();
      },
      onError: failed(editing ? 'Failed to update breed' : 'Failed to create breed'),
    });
  }

  return (
    <form className="mgmt-form" onSubmit={submit} aria-label={editing ? 'Edit Breed' : 'New Breed'} noValidate>
      <label className="field">Breed<input value={form.breed} onChange={set('breed')} required /></label>
      <label className="field">
        Animal Type
        <select value={form.animalTypeId} onChange={set('animalTypeId')} required>
          <option value="">Select…</option>
          {animalTypes.map((a) => <option key={a.ID} value={a.ID}>{a.type}</option>)}
        </select>
      </label>
      <label className="field">Minutes to Groom<input type="number" step={1} min={0} value={form.minutesToGroom} onChange={set('minutesToGroom')} required /></label>
      {PRICE_FIELDS.map(([f, label]) => (
        <label key={f} className="field">{label}<input value={form[f]} onChange={set(f)} inputMode="decimal" /></label>
      ))}
      {error && <p role="alert" className="form__error mgmt-form__actions">{error}</p>}
      <div className="mgmt-form__actions">
        <button type="submit" className="button" disabled={save.isPending}>Save</button>
        <button type="button" className="button button--secondary" onClick={onDone}>Cancel</button>
      </div>
    </form>
  );
}

/* ---------------------------------------------------------------- todo categories */

function TodoCategoriesTab() {
  const categories = useTodoCategories();
  const create = useManagementWrite<CreateTodoCategoryBody>('createTodoCategory');
  const remove = useManagementWrite<DeleteTodoCategoryBody>('deleteTodoCategory');
  const [category, setCategory] = useState('');
  const [error, setError] = useState<string | null>(null);
  function submit(e: FormEvent) {
    e.preventDefault();
    if (!category.trim()) return setError(MANAGEMENT_MESSAGES.categoryRequired);
    setError(null);
    create.mutate(
      { category: category.trim() },
      { onSuccess: () => { toast.success('Created todo category'); setCategory(''); }, onError: failed('Failed to create todo category') },
    );
  }
  return (
    <section className="panel" aria-labelledby="todo-categories-heading">
      <h2 id="todo-categories-heading">Todo Categories</h2>
      <form className="mgmt-form" onSubmit={submit} noValidate>
        <label className="field">Category<input value={category} onChange={(e) => setCategory(e.target.value)} /></label>
        <button type="submit" className="button" disabled={create.isPending}>Add Category</button>
        {error && <p role="alert" className="form__error mgmt-form__actions">{error}</p>}
      </form>
      <ul className="mgmt-list">
        {(categories.data?.todoCategories ?? []).map((c) => (
          <li key={c.ID}>
            {c.category}{' '}
            <button
              type="button"
              className="button button--small button--danger"
              aria-label={`Delete ${c.category}`}
              onClick={() => remove.mutate({ ID: c.ID }, { onSuccess: () => toast.success('Deleted todo category'), onError: failed('Failed to delete todo category') })}
            >
              Delete
            </button>
          </li>
        ))}
      </ul>
      {categories.isError && <p role="alert">Failed to retrieve todo categories</p>}
    </section>
  );
}

/* ---------------------------------------------------------------- other */

function OtherTab() {
  const methods = useContactMethods();
  const save = useManagementWrite<UpdateOtherOptionsBody>('updateOtherOptions');
  const [chosen, setChosen] = useState<string | null>(null);
  const current = chosen ?? (methods.data?.defaultContactMethodId ? String(methods.data.defaultContactMethodId) : '');
  return (
    <section className="panel" aria-labelledby="other-heading">
      <h2 id="other-heading">Other</h2>
      {methods.isError && <p role="alert">Failed to get default contact method</p>}
      <form
        className="mgmt-form"
        onSubmit={(e) => {
          e.preventDefault();
          if (!current) return;
          save.mutate(
            { defaultContactMethodId: Number(current) },
            { onSuccess: () => { toast.success('Updated other options'); setChosen(null); }, onError: failed('Failed to update other options') },
          );
        }}
      >
        <label className="field">
          Default Contact Method
          <select value={current} onChange={(e) => setChosen(e.target.value)}>
            {(methods.data?.contactMethods ?? []).map((m) => <option key={m.ID} value={m.ID}>{m.method}</option>)}
          </select>
        </label>
        <button type="submit" className="button" disabled={save.isPending}>Save</button>
      </form>
      <CancelFeeSetting />
      <TipBaseSetting />
      <DistanceUnitSetting />
      <TestGatewayButton />
    </section>
  );
}
