export function MessagesPage() {
  return <main />;
}
