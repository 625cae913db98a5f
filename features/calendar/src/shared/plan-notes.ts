/** Part 2 §3.1: of the health-plan fields only convênio and carteirinha go into the appointment notes. */
export function planNotes(plan: { convenio: string; numeroCarteirinha: string }): string | null {
  const convenio = plan.convenio.trim();
  const card = plan.numeroCarteirinha.trim();
  const parts = [convenio && `Convênio: ${convenio}`, card && `Carteirinha: ${card}`].filter(Boolean);
  return parts.length ? parts.join(' - ') : null;
}
