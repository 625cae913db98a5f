/** Every pt-BR text of the team's screens and answers. */
export const TEAM_TEXTS = {
  // Answers
  memberNotFound: 'Membro não encontrado',
  invitationNotFound: 'Convite não encontrado',
  invitationUsed: 'Este convite já foi usado.',
  invitationRevoked: 'Este convite foi cancelado pela clínica.',
  invitationExpired: 'Este convite expirou. Peça um novo convite à clínica.',
  invitationOtherEmail: 'Este convite é para outro e-mail. Entre com a conta do e-mail convidado.',
  alreadyMember: 'Este e-mail já é de um membro da equipe.',
  inactiveMember: 'Este e-mail é de um membro desativado: reative-o na lista de membros.',
  alreadyInvited: 'Já existe um convite pendente para este e-mail.',
  lastOwner: 'A clínica precisa de pelo menos um administrador ativo.',
  ownRole: 'Você não pode alterar o seu próprio papel.',
  ownActive: 'Você não pode desativar a si mesmo.',
  fillInvitation: 'Preencha o e-mail, o nome e o papel',
  invalidEmail: 'Informe um e-mail válido',
  invalidRole: 'Papel inválido',
  fieldTooLong: 'Um dos campos passou do tamanho máximo',
  invalidColor: 'Cor inválida: use o formato #RRGGBB',
  nothingToChange: 'Informe o papel ou a situação do membro',
  missingToken: 'Token de autenticação obrigatório',

  // The e-mail
  mailSubject: (clinic: string) => `Convite para a equipe da ${clinic}`,
  mailBody: (p: { fullName: string; clinic: string; role: string; link: string }) =>
    [
      `Olá, ${p.fullName}!`,
      '',
      `Você foi convidado(a) para a equipe da ${p.clinic} no Agenda, como ${p.role}.`,
      '',
      'Para aceitar, abra o link abaixo e crie a sua senha (ou entre com a conta que você já tem). O link vale por 7 dias e só pode ser usado uma vez:',
      p.link,
      '',
      'Se você não esperava este convite, ignore esta mensagem.',
    ].join('\n'),
  whatsappMessage: (p: { fullName: string; clinic: string; role: string; link: string }) =>
    `Olá, ${p.fullName}! Você foi convidado(a) para a equipe da ${p.clinic} no Agenda, como ${p.role}. Para aceitar, abra o link (vale por 7 dias): ${p.link}`,
} as const;
