/** The steps of a new clinic's first hour, in order; each is done when the data says so. */
export const FIRST_STEPS = ['company', 'services', 'clients'] as const;
export type FirstStepKey = (typeof FIRST_STEPS)[number];

export interface FirstStep {
  key: FirstStepKey;
  done: boolean;
}

export interface FirstStepsAnswer {
  /** Hidden from the dashboard by the owner; it comes back from the settings. */
  dismissed: boolean;
  steps: FirstStep[];
}

export const ONBOARDING_TEXTS = {
  title: 'Primeiros passos',
  intro: 'Deixe a clínica pronta para a primeira semana.',
  progress: (done: number, total: number) => `${done} de ${total} concluídos`,
  allDone: 'Tudo pronto! A clínica já pode trabalhar na agenda.',
  doneLabel: 'Concluído',
  pendingLabel: 'Pendente',
  dismiss: 'Ocultar',
  dismissLabel: 'Ocultar primeiros passos',
  restore: 'Mostrar primeiros passos no painel',
  restored: 'Os primeiros passos voltaram ao painel.',
  steps: {
    company: {
      title: 'Conferir horários e dias de funcionamento',
      detail: 'Em Configurações: ajuste e salve os horários, os dias de atendimento e os Dados da Empresa.',
      action: 'Abrir configurações',
    },
    services: {
      title: 'Cadastrar os serviços',
      detail: 'Procedimentos com duração e preço, para agendar e cobrar.',
      action: 'Cadastrar serviços',
    },
    clients: {
      title: 'Trazer os pacientes',
      detail: 'Importe a planilha do sistema anterior (Importar clientes) ou cadastre o primeiro.',
      action: 'Importar pacientes',
    },
  } satisfies Record<FirstStepKey, { title: string; detail: string; action: string }>,
} as const;
