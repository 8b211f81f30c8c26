import { LEGAL_DOCUMENTS } from '@uyku/domain';
import { formatLegalDate, type LegalText } from './types';

const { title, version, date } = LEGAL_DOCUMENTS.terms;
const dateLabel = formatLegalDate(date);

/** The user agreement every participant accepts at registration and sign-in. */
export const TERMS: LegalText = {
  title,
  version,
  date,
  dateLabel,
  intro: [
    "Bu Kullanıcı Sözleşmesi (“Sözleşme”), Uyku ve Stres Platformu'nun (“Platform”) kullanım koşullarını düzenler. Platform'a kayıt olarak veya oturum açarken Sözleşme'yi kabul ettiğinizi belirten onay kutusunu işaretleyerek Sözleşme'nin tüm hükümlerini okuduğunuzu, anladığınızı ve kabul ettiğinizi beyan etmiş olursunuz.",
  ],
  sections: [
    {
      heading: 'Taraflar ve Sözleşmenin Konusu',
      paragraphs: [
        "Sözleşme'nin tarafları, Platform'u işleten araştırma ekibi ve araştırmanın yürütüldüğü kurum (“Araştırma Ekibi”) ile Platform'a kayıt olan kullanıcıdır (“Kullanıcı”).",
        "Sözleşme'nin konusu; uyku ve stres üzerine yürütülen bir tez çalışması kapsamında sunulan Platform'un (uyku günlüğü, formlar, uzman desteği ile deney grubu için rahatlama içerikleri ve binaural sesler) kullanım koşullarının ve tarafların hak ve yükümlülüklerinin belirlenmesidir.",
      ],
    },
    {
      heading: 'Ücretsiz Kullanım',
      paragraphs: [
        "Platform şu anda tamamen ücretsizdir ve Kullanıcı'dan herhangi bir ödeme talep edilmez. İleride herhangi bir hizmetin ücretli hâle getirilmesi söz konusu olursa, bu durum ücretlendirme başlamadan en az 30 gün önce Kullanıcı'ya bildirilir. Ücretlendirmeyi kabul etmeyen Kullanıcı, hesabını dilediği zaman silebilir; bildirim yapılmadan Kullanıcı'dan ücret talep edilmez.",
      ],
    },
    {
      heading: 'Kullanıcı Olma Şartları',
      paragraphs: [
        "Platform'u 18 yaşını doldurmuş kişiler kullanabilir. 18 yaşından küçükler, Platform'u ancak velisinin veya vasisinin onayıyla kullanabilir. 18 yaşından küçük Kullanıcı, kayıt olarak veli veya vasisinin onayını aldığını beyan eder; Araştırma Ekibi bu onayın belgelenmesini isteyebilir.",
      ],
    },
    {
      heading: 'Kayıt ve Hesap Onayı',
      paragraphs: [
        'Kayıt için ad soyad, telefon numarası ve şifre gereklidir; e-posta adresi isteğe bağlıdır. Kayıt başvurusu Araştırma Ekibi tarafından incelenir; hesap, yönetici onayından sonra kullanılabilir hâle gelir. Araştırma Ekibi, araştırmanın gerekleri doğrultusunda bir kayıt başvurusunu onaylamama veya verilen onayı geri alma hakkına sahiptir.',
        "Şifresini unutan Kullanıcı, Platform üzerinden şifre sıfırlama talebinde bulunabilir; talep yönetici tarafından onaylandığında yeni şifre Kullanıcı'nın kayıtlı telefon numarasına iletilir.",
      ],
    },
    {
      heading: 'Çalışma Grupları',
      paragraphs: [
        "Kullanıcı, kayıt sırasında kontrol grubu (standart deneyim) ile deney grubu (rahatlama içerikleri ve binaural sesler gibi gelişmiş özellikler) arasında seçim yapar. Araştırma Ekibi, araştırmanın yöntemi gerektirdiğinde Kullanıcı'nın grubunu değiştirebilir. Deney grubuna sunulan özellikler deneme (beta) aşamasındadır ve önceden bildirim yapılmaksızın değiştirilebilir.",
      ],
    },
    {
      heading: 'Tıbbi Uyarı',
      paragraphs: [
        "Platform bir bilimsel araştırma aracıdır; tıbbi teşhis, tedavi veya acil sağlık hizmeti sunmaz ve hekim muayenesinin yerine geçmez. Platform'daki bilgiler, içerikler ve uzman desteği kapsamında yapılan görüşmeler tıbbi tavsiye niteliği taşımaz.",
        "Sağlığınızla ilgili bir endişeniz varsa bir hekime başvurunuz. Acil durumlarda vakit kaybetmeden 112 Acil Çağrı Merkezi'ni arayınız.",
      ],
    },
    {
      heading: "Kullanıcı'nın Yükümlülükleri",
      paragraphs: ['Kullanıcı;'],
      bullets: [
        "kayıt sırasında ve Platform'u kullanırken doğru, güncel ve kendisine ait bilgiler vermeyi,",
        "şifresini gizli tutmayı, başkalarıyla paylaşmamayı ve hesabının yetkisiz kullanıldığını fark ettiğinde bunu derhâl Araştırma Ekibi'ne bildirmeyi,",
        'hesabını yalnızca kendisi kullanmayı ve başkası adına kayıt oluşturmamayı,',
        "Platform'u hukuka, genel ahlaka ve bu Sözleşme'ye aykırı amaçlarla kullanmamayı; Platform'un işleyişini bozacak, güvenliğini tehlikeye atacak veya diğer kullanıcıların verilerine erişmeye yönelik girişimlerde bulunmamayı,",
        'uzman desteği kapsamında yazdığı mesajlarda ve yaptığı görüşmelerde saygılı bir dil kullanmayı',
      ],
      closing: ['kabul ve taahhüt eder.'],
    },
    {
      heading: 'Rahatlama İçerikleri ve Binaural Sesler',
      paragraphs: [
        'Binaural seslerin etkili olabilmesi için kulaklıkla dinlenmesi gerekir. Kulaklık kullanırken ses düzeyini işitme sağlığınızı korumaya uygun, düşük ve rahatsız etmeyen bir seviyede tutunuz.',
      ],
      bullets: [
        'Rahatlama içeriklerini ve binaural sesleri araç kullanırken, makine çalıştırırken veya dikkat gerektiren herhangi bir iş yaparken dinlemeyiniz.',
        'Epilepsi, nöbet geçmişi veya kalp rahatsızlığı gibi bir sağlık sorununuz varsa bu içerikleri kullanmadan önce hekiminize danışınız.',
        'Dinleme sırasında baş ağrısı, baş dönmesi, çarpıntı veya başka bir rahatsızlık hissederseniz dinlemeyi hemen bırakınız.',
      ],
    },
    {
      heading: 'Uzman Desteği',
      paragraphs: [
        'Uzman desteği, Platform üzerindeki mesajlaşma ve görüntülü görüşme araçlarıyla sunulur. Uzmanlar hafta içi 09:00-18:00 saatleri arasında çevrimiçidir; bu saatler dışında gönderilen mesajlar sonraki çalışma saatlerinde yanıtlanır. Uzman desteği acil durumlar için uygun değildir.',
        "Kullanıcı'nın Platform ve kişisel verileriyle ilgili talepleri en geç 30 gün içinde yanıtlanır.",
      ],
    },
    {
      heading: 'Kişisel Verilerin Korunması',
      paragraphs: [
        "Kullanıcı'nın kişisel verileri, 6698 sayılı Kişisel Verilerin Korunması Kanunu'na ve Platform'da yayımlanan Gizlilik Politikası ve KVKK Aydınlatma Metni'ne uygun olarak işlenir. Sağlık verilerinin işlenmesi için ayrıca Kullanıcı'nın açık rızası alınır.",
      ],
    },
    {
      heading: 'Hesabın Kapatılması',
      paragraphs: [
        'Kullanıcı, hesabını dilediği zaman Profil sayfasından kalıcı olarak silebilir. Hesap silindiğinde hesaba bağlı kişisel veriler kalıcı olarak silinir ve bu işlem geri alınamaz. Kullanıcı, silmeden önce verilerinin bir kopyasını Profil sayfasından indirebilir.',
        "1 yıldan uzun süre kullanılmayan hesaplar Araştırma Ekibi tarafından kapatılabilir. Araştırma Ekibi, bu Sözleşme'ye aykırı kullanım hâlinde Kullanıcı'nın hesabını askıya alabilir veya kapatabilir.",
      ],
    },
    {
      heading: 'Fikri Mülkiyet',
      paragraphs: [
        "Platform'un yazılımı, tasarımı, metinleri, rahatlama içerikleri ve ses kayıtları üzerindeki fikri ve sınai mülkiyet hakları Araştırma Ekibi'ne veya ilgili hak sahiplerine aittir. Kullanıcı'ya yalnızca Platform'u bu Sözleşme çerçevesinde kişisel olarak kullanma hakkı tanınır; içerikler izinsiz olarak çoğaltılamaz, dağıtılamaz, değiştirilemez veya ticari amaçla kullanılamaz.",
      ],
    },
    {
      heading: 'Sorumluluğun Sınırlandırılması',
      paragraphs: [
        "Platform ücretsiz ve araştırma amaçlı olarak “olduğu gibi” sunulur. Araştırma Ekibi, Platform'un kesintisiz veya hatasız çalışacağını garanti etmez; bakım, güncelleme veya teknik arızalar nedeniyle erişim geçici olarak durabilir.",
        "Araştırma Ekibi'nin kast veya ağır ihmalinden doğan sorumluluğu saklı kalmak kaydıyla, Araştırma Ekibi; Platform'daki bilgi ve içeriklerin tıbbi tavsiye olarak kullanılmasından, Kullanıcı'nın bu Sözleşme'deki uyarılara aykırı davranmasından, şifresini başkalarıyla paylaşmasından veya yanlış bilgi vermesinden doğan zararlardan sorumlu değildir.",
      ],
    },
    {
      heading: 'Sözleşmede Yapılacak Değişiklikler',
      paragraphs: [
        "Araştırma Ekibi, Sözleşme'yi mevzuattaki veya Platform'daki değişikliklere göre güncelleyebilir. Güncel sürüm, sürüm numarası ve yürürlük tarihiyle birlikte Platform'da yayımlanır. Esaslı değişikliklerde yeni sürüm, Kullanıcı'nın Platform'a bir sonraki girişinde onayına sunulur; yeni sürümü kabul etmeyen Kullanıcı hesabını silebilir.",
      ],
    },
    {
      heading: 'Uygulanacak Hukuk ve Yetkili Mahkeme',
      paragraphs: [
        "Bu Sözleşme'ye Türkiye Cumhuriyeti kanunları uygulanır. Sözleşme'den doğan uyuşmazlıkların çözümünde Türkiye Cumhuriyeti mahkemeleri ve icra daireleri yetkilidir. Kullanıcı'nın kanunun emredici hükümlerinden doğan hakları saklıdır.",
      ],
    },
    {
      heading: 'Yürürlük',
      paragraphs: [
        `Bu Sözleşme, ${dateLabel} tarihinden itibaren geçerlidir ve Kullanıcı'nın Sözleşme'yi onaylamasıyla yürürlüğe girer. Sözleşme, hesap silinene veya kapatılana kadar yürürlükte kalır.`,
      ],
    },
  ],
};
