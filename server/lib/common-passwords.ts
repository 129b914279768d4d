/** Most common passwords (global leaks and Brazilian favourites), lower-cased, 8+ characters. */
export const COMMON_PASSWORDS = new Set([
  '12345678', '123456789', '1234567890', '12345678910', 'password', 'password1', 'password123', 'qwertyuiop', 'qwerty123',
  '11111111', '00000000', '88888888', '87654321', '123123123', 'abc12345', 'abcd1234', 'iloveyou', 'sunshine', 'princess',
  'football', 'baseball', 'welcome1', 'admin123', 'administrator', 'passw0rd', 'p@ssw0rd', 'letmein1', 'trustno1',
  'senha123', 'senha1234', 'senha12345', 'mudar123', 'mudar@123', 'brasil123', 'brasil2025', 'flamengo', 'corinthians',
  'palmeiras', 'saopaulo', 'vasco123', 'gremio123', 'cruzeiro', 'internacional', 'botafogo', 'fluminense', 'santos123',
  'q1w2e3r4', '1q2w3e4r', '1q2w3e4r5t', 'zaq12wsx', 'asdfghjk', 'asdf1234', 'qwer1234', 'minhasenha', 'teste123',
  'teste1234', 'abcdefgh', 'abcdef123', '123mudar', 'mudar1234', 'amor1234', 'deus1234', 'jesus123', 'jesuscristo',
  'gabriel123', 'matheus123', 'lucas123', 'familia123', 'estrela123', 'computador', 'carolina', 'fernanda', 'juliana',
  '12341234', '11223344', '1234qwer', 'qazwsxedc', 'superman', 'batman123', 'starwars', 'whatever', 'dragon123',
  'master123', 'monkey123', 'shadow123', 'michael1', 'jennifer', 'changeme', 'default1', 'credito123', 'demo1234',
]);
