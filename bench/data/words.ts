// Finnish place words for thousands of customers and departments: the demo seed's three
// hospitals are too few, so names are combined from a kind, a town and a unit.

/** Customer kinds; a customer is `<kind> <town>`. */
export const CUSTOMER_KINDS = [
  'Terveyskeskus',
  'Keskussairaala',
  'Lääkäriasema',
  'Hyvinvointialue',
  'Työterveys',
  'Yksityissairaala',
];

export const TOWNS = [
  'Helsinki',
  'Espoo',
  'Tampere',
  'Vantaa',
  'Oulu',
  'Turku',
  'Jyväskylä',
  'Kuopio',
  'Lahti',
  'Pori',
  'Kouvola',
  'Joensuu',
  'Lappeenranta',
  'Hämeenlinna',
  'Vaasa',
  'Seinäjoki',
  'Rovaniemi',
  'Mikkeli',
  'Kotka',
  'Salo',
  'Porvoo',
  'Kokkola',
  'Hyvinkää',
  'Lohja',
  'Järvenpää',
  'Rauma',
  'Kajaani',
  'Kerava',
  'Savonlinna',
  'Nokia',
  'Kangasala',
  'Ylöjärvi',
  'Riihimäki',
  'Raahe',
  'Imatra',
  'Tornio',
  'Iisalmi',
  'Valkeakoski',
  'Kemi',
  'Forssa',
  'Varkaus',
  'Kuusamo',
  'Jämsä',
  'Heinola',
  'Loimaa',
  'Uusikaupunki',
  'Raisio',
  'Kaarina',
  'Sastamala',
  'Naantali',
];

/** Department units; a customer's departments take them in turn. */
export const UNITS = [
  'Päivystys',
  'Sisätautien osasto',
  'Kirurgian osasto',
  'Lastenosasto',
  'Vastaanotto',
  'Synnytysosasto',
  'Psykiatrian poliklinikka',
  'Geriatrian osasto',
  'Teho-osasto',
  'Neurologian osasto',
  'Kuntoutusosasto',
  'Terveysasema',
  'Ensihoito',
  'Kotisairaala',
];

export const STREETS = [
  'Keskuskatu',
  'Sairaalakatu',
  'Kauppakatu',
  'Rantatie',
  'Koulukatu',
  'Puistokatu',
  'Asemakatu',
  'Hallituskatu',
  'Kirkkokatu',
  'Teollisuuskatu',
];

export const SHIFT_DESCRIPTIONS = [
  '',
  '',
  '',
  'Perehdytys osastonhoitajalta klo 7.45.',
  'Pysäköinti henkilökunnan alueella P2.',
  'Kysy avaimet infosta.',
  'Puhelin päivystyksen takapäivystäjälle: 040 123 4567.',
];

export const TENTATIVE_WORKERS = ['Ehkä Aino V.', 'Kysytty: Pekka L.', 'Varalla: Sanna T.'];

export const REJECTION_MESSAGE = 'Leimatut ajat eivät täsmää osaston listaan, tarkista.';
