// Finnish names for demo workers: deterministic so screenshots and tests stay stable.
export const FIRST_NAMES = [
  'Aino', 'Eero', 'Helmi', 'Juho', 'Kaisa', 'Lauri', 'Maija', 'Niko', 'Oona', 'Pekka',
  'Riikka', 'Sami', 'Tiina', 'Ville', 'Anni', 'Elias', 'Iida', 'Joonas', 'Laura', 'Mikko',
  'Noora', 'Otto', 'Sanna', 'Teemu', 'Veera', 'Aleksi', 'Emmi', 'Jussi', 'Katri', 'Matias',
];
export const LAST_NAMES = [
  'Virtanen', 'Korhonen', 'Mäkinen', 'Nieminen', 'Mäkelä', 'Hämäläinen', 'Laine', 'Heikkinen',
  'Koskinen', 'Järvinen', 'Lehtonen', 'Lehtinen', 'Saarinen', 'Salminen', 'Heinonen', 'Niemi',
  'Heikkilä', 'Kinnunen', 'Salonen', 'Turunen', 'Salo', 'Laitinen', 'Tuominen', 'Rantanen',
  'Karjalainen', 'Jokinen', 'Mattila', 'Savolainen', 'Lahtinen', 'Ahonen',
];
export const CITIES = ['Helsinki', 'Espoo', 'Tampere', 'Vantaa', 'Oulu', 'Turku', 'Jyväskylä', 'Kuopio'];
