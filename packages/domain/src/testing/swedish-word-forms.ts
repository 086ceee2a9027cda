/**
 * The one table of Swedish word forms (swedish-search.ts): each row is the forms of one word that every
 * search finds alike, and the lexeme they all become (null: a stop word, never searched for). No two rows
 * share a lexeme: a Swedish stop word goes as written ('för'), so its plain spelling ('for') is a word of
 * its own, and a word is not another that begins like it ('lagom'). The domain's test holds
 * swedishLexeme to it; the server's holds the database's rekry_swedish configuration to it, on PGlite and
 * on PostgreSQL.
 */
export const SWEDISH_WORD_FORMS: readonly (readonly [forms: readonly string[], lexeme: string | null])[] = [
  [['lager', 'lagret', 'lagren', 'lagrets', 'lagrens', 'Lagret'], 'lag'],
  [['körkort', 'körkortet', 'körkorten', 'körkortets', 'korkort', 'KÖRKORTET'], 'korkort'],
  [['truckkort', 'truckkortet', 'truckkorten', 'truckkortets'], 'truckkort'],
  [
    ['sjuksköterska', 'sjuksköterskor', 'sjuksköterskan', 'sjuksköterskans', 'sjuksköterskorna'],
    'sjukskotersk',
  ],
  [['undersköterska', 'undersköterskan', 'underskoterskor'], 'underskotersk'],
  [['Västerås', 'vasteras', 'VÄSTERÅS', 'västerås'], 'vaster'],
  [['Umeå', 'umea'], 'ume'],
  [['Göteborg', 'goteborg'], 'goteborg'],
  [['Östersund', 'ostersund'], 'ostersund'],
  [['Malmö', 'malmo'], 'malmo'],
  [['café', 'cafe'], 'caf'],
  [['jobb', 'jobbet', 'jobben'], 'jobb'],
  [['butik', 'butiken', 'butikens'], 'butik'],
  [['arbete', 'arbetet', 'arbetets'], 'arb'],
  [['erfarenhet', 'erfarenheter', 'erfarenheten'], 'erfaren'],
  [['kontrakt', 'kontraktet'], 'kontrak'],
  [['kvalitet', 'kvaliteten', 'kvaliteter'], 'kvalit'],
  [['universitet', 'universitetet'], 'universit'],
  [['cykel', 'cykeln', 'cyklar', 'cyklarna'], 'cykel'],
  [['teater', 'teatern', 'teatrar'], 'teat'],
  [['grävmaskin', 'grävmaskiner'], 'gravmaskin'],
  [['lagom'], 'lagom'],
  [['för', 'på', 'och', 'är', 'FÖR'], null],
  [['for'], 'for'],
  [['pa'], 'pa'],
];
