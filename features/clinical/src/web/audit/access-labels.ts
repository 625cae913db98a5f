export * from '../../shared/access-labels.ts';
