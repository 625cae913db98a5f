export async function seedDemoSales(): Promise<void> {}
