export { TodoListPage, todoPageSize, visibleTodos } from './components/TodoListPage';
export { NewTodoModal } from './components/NewTodoModal';
