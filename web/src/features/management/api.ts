import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BreedsAnswer, ContactMethodsAnswer, OptionsResponse, ProductsAnswer, TodoCategoriesAnswer, ManagementRowWritten } from '@pawroute/domain';
import { api } from '../../lib/apiClient';

/**
 * ['options', 'management', …]: every Management change is an options change, and the options projector
 * pushes { scope: 'options' }, so these lists refresh with getOptions in every open browser.
 */
export const managementKeys = {
  all: ['options', 'management'] as const,
  breeds: ['options', 'management', 'breeds'] as const,
  products: ['options', 'management', 'products'] as const,
  todoCategories: ['options', 'management', 'todoCategories'] as const,
  contactMethods: ['options', 'management', 'contactMethods'] as const,
};

const M = '/api/v4/management';

export type ProductRow = OptionsResponse['services'][number];
/** The Management reads' answers (domain/src/management/answers.ts). */
export type BreedsResponse = BreedsAnswer;
export type ProductsResponse = ProductsAnswer;
export type TodoCategoriesResponse = TodoCategoriesAnswer;
export type ContactMethodsResponse = ContactMethodsAnswer;

export const useBreeds = () =>
  useQuery({ queryKey: managementKeys.breeds, queryFn: ({ signal }) => api.get<BreedsResponse>(`${M}/getBreeds`, undefined, signal) });
export const useProducts = () =>
  useQuery({ queryKey: managementKeys.products, queryFn: ({ signal }) => api.get<ProductsResponse>(`${M}/getProductsAndServices`, undefined, signal) });
export const useTodoCategories = () =>
  useQuery({ queryKey: managementKeys.todoCategories, queryFn: ({ signal }) => api.get<TodoCategoriesResponse>(`${M}/getTodoCategories`, undefined, signal) });
export const useContactMethods = () =>
  useQuery({ queryKey: managementKeys.contactMethods, queryFn: ({ signal }) => api.get<ContactMethodsResponse>(`${M}/getContactMethods`, undefined, signal) });

/** POST management/<path>; refreshes the options (and so these lists) once it succeeds. */
export function useManagementWrite<Body>(path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => api.post<ManagementRowWritten>(`${M}/${path}`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['options'] }),
  });
}
