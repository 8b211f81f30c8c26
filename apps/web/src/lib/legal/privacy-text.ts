import { LEGAL_DOCUMENTS } from '@uyku/domain';
import { formatLegalDate, type LegalText } from './types';

const { title, version, date } = LEGAL_DOCUMENTS.privacy;

/**
 * The privacy policy and the notice required by KVKK (Law 6698) art. 10, written for this
 * deployment: data stays on the operator's own servers, no hosted chat or video, no analytics.
 */
export const PRIVACY_POLICY: LegalText = {
  title,
  version,
  date,
  dateLabel: formatLegalDate(date),
  intro: [
    "Uyku ve Stres Platformu (“Platform”), uyku ve stres üzerine yürütülen bir tez çalışması kapsamında geliştirilmiş, ücretsiz ve bilimsel araştırma amaçlı bir web platformudur. Bu metin, 6698 sayılı Kişisel Verilerin Korunması Kanunu (“KVKK”) ile Aydınlatma Yükümlülüğünün Yerine Getirilmesinde Uyulacak Usul ve Esaslar Hakkında Tebliğ uyarınca, Platform'u kullandığınızda kişisel verilerinizin hangi amaçlarla, hangi hukuki sebeplere dayanılarak ve nasıl işlendiğini açıklamak ve KVKK'dan doğan haklarınız konusunda sizi bilgilendirmek amacıyla hazırlanmıştır.",
    "Platform'a kayıt olurken ve oturum açarken bu metni okuduğunuzu onaylamanız ve sağlık verilerinizin işlenmesine açık rıza vermeniz istenir. Onayladığınız metnin sürümü ve onay tarihi kayıt altına alınır.",
  ],
  sections: [
    {
      heading: 'Veri Sorumlusu',
      paragraphs: [
        "KVKK kapsamında veri sorumlusu, bu platformu işleten araştırma ekibi ve araştırmanın yürütüldüğü kurumdur (“Araştırma Ekibi”). Araştırma Ekibi'ne yapılacak başvurular için kullanılacak iletişim adresi Platform üzerinde duyurulur. Platform'a kayıtlı kullanıcılar Araştırma Ekibi'ne ayrıca Uzman Desteği bölümündeki mesajlaşma aracılığıyla da ulaşabilir.",
      ],
    },
    {
      heading: 'İşlenen Kişisel Verileriniz',
      paragraphs: ["Platform'u kullanmanız sırasında aşağıdaki kişisel verileriniz işlenir:"],
      bullets: [
        'Kimlik ve iletişim bilgileri: ad soyad, telefon numarası ve isteğe bağlı olarak paylaştığınız e-posta adresi.',
        "Sağlık verileri (KVKK'nın 6. maddesi uyarınca özel nitelikli kişisel veri): uyku kayıtları (yatış, uykuya dalma ve uyanma saatleri, uyku süresi ve evreleri, uyku kalitesi, gece uyanmaları, horlama düzeyi ve uykuyu etkileyen faktörler), kalp atım hızı ölçümleri, ruh hali ve stres düzeyi bildirimleri ile anket ve form yanıtları.",
        'İletişim verileri: Uzman Desteği bölümünde gönderdiğiniz ve aldığınız mesajlar ile görüntülü görüşmelere ilişkin üst veriler (görüşme talebinin zamanı, görüşme odası ve talebin durumu). Görüntülü görüşmelerin ses ve görüntüsü kaydedilmez.',
        'Kullanım kayıtları: deney grubundaki katılımcılar için rahatlama egzersizleri ve binaural ses içeriklerinin kullanımına ilişkin kayıtlar (dinlenen içerik, süre, dinleme öncesi ve sonrası kalp atım hızı) ile formların doldurulma durumu.',
        'Hesap bilgileri: kayıt sırasında seçtiğiniz ya da Araştırma Ekibi tarafından belirlenen çalışma grubu (kontrol veya deney grubu), hesap onay durumu ve şifre sıfırlama talepleri. Şifreniz yalnızca özet değer olarak saklanır.',
        'Teknik veriler: oturum kayıtları (oturumun açılma ve sona erme zamanı) ile Kullanıcı Sözleşmesi ve bu metnin hangi sürümünü ne zaman onayladığınızı gösteren onay kayıtları.',
      ],
    },
    {
      heading: 'Kişisel Verilerin İşlenme Amaçları',
      paragraphs: ['Kişisel verileriniz aşağıdaki amaçlarla işlenir:'],
      bullets: [
        'Uyku ve stres üzerine yürütülen bilimsel araştırmanın ve bu araştırmaya dayanan tez çalışmasının yürütülmesi,',
        'kontrol grubu ile deney grubunun sonuçlarının karşılaştırılması ve istatistiksel olarak analiz edilmesi,',
        'mesajlaşma ve görüntülü görüşme yoluyla uzman desteğinin sağlanması,',
        'kayıt, hesap onayı, kimlik doğrulama ve şifre sıfırlama işlemlerinin yürütülmesi,',
        "Platform'un güvenliğinin sağlanması ve kötüye kullanımın önlenmesi,",
        'mevzuattan doğan yükümlülüklerin yerine getirilmesi.',
      ],
      closing: [
        'Kişisel verileriniz bu amaçlarla bağlantılı, sınırlı ve ölçülü biçimde işlenir; reklam, pazarlama veya ticari profil oluşturma amacıyla kullanılmaz.',
      ],
    },
    {
      heading: 'Kişisel Verilerin İşlenmesinin Hukuki Sebepleri',
      paragraphs: [
        "Sağlık verileriniz, KVKK'nın 6. maddesi uyarınca açık rızanıza dayanılarak işlenir. Açık rızanız, kayıt olurken ve oturum açarken “kişisel sağlık verilerimin işlenmesine açık rıza veriyorum” ifadesini içeren onay kutusunu işaretlemenizle alınır ve onay kaydı olarak saklanır.",
        "Sağlık verisi niteliği taşımayan diğer kişisel verileriniz (kimlik ve iletişim bilgileri, hesap bilgileri ve teknik veriler gibi) ise KVKK'nın 5. maddesinin ikinci fıkrasında sayılan; bir sözleşmenin kurulması veya ifasıyla doğrudan doğruya ilgili olması (Kullanıcı Sözleşmesi), veri sorumlusunun hukuki yükümlülüğünü yerine getirebilmesi için zorunlu olması, bir hakkın tesisi, kullanılması veya korunması için veri işlemenin zorunlu olması ve temel hak ve özgürlüklerinize zarar vermemek kaydıyla veri sorumlusunun meşru menfaatleri için veri işlenmesinin zorunlu olması hukuki sebeplerine dayanılarak işlenir.",
        "Açık rızanızı dilediğiniz zaman geri alabilirsiniz. Bunun için hesabınızı Profil sayfasından silebilir veya Araştırma Ekibi'ne başvurabilirsiniz. Rızanın geri alınması, geri alındığı ana kadar yapılan işlemlerin hukuka uygunluğunu etkilemez.",
      ],
    },
    {
      heading: 'Kişisel Verilerin Toplanma Yöntemi',
      paragraphs: [
        "Kişisel verileriniz, Platform'daki kayıt formu, uyku günlüğü, formlar, Uzman Desteği mesajlaşma ve görüntülü görüşme araçları ile rahatlama ve binaural ses ekranları aracılığıyla, elektronik ortamda ve doğrudan sizin tarafınızdan girilerek toplanır. Oturum ve onay kayıtları ise Platform'u kullanmanız sırasında otomatik olarak oluşturulur.",
      ],
    },
    {
      heading: 'Kişisel Verilerin Aktarılması',
      paragraphs: [
        "Kişisel verileriniz satılmaz, kiralanmaz ve aşağıda belirtilen durumlar dışında üçüncü kişilere aktarılmaz. Veriler, Platform'u işleten Araştırma Ekibi'nin kendi sunucularında saklanır ve yalnızca araştırmayı yürütmekle görevli, yetkilendirilmiş araştırmacılar tarafından görüntülenebilir.",
        "Mesajlaşma ve görüntülü görüşme, varsayılan olarak üçüncü taraf bir sohbet veya görüntülü görüşme hizmeti kullanılmadan Platform'un kendi altyapısı üzerinden yürütülür. Görüntülü görüşmeler, şifreli bağlantılar üzerinden doğrudan tarayıcılar arasında ya da Araştırma Ekibi'nin işlettiği sunucular aracılığıyla gerçekleştirilir.",
        "Formlar bölümündeki anketlerden bazıları, Araştırma Ekibi'nin belirlediği harici bir form hizmeti (örneğin Google Forms) aracılığıyla sunulabilir. Böyle bir formu doldurduğunuzda yanıtlarınız, ilgili hizmet sağlayıcı tarafından kendi sunucularında ve kendi gizlilik koşullarına göre işlenir. Formu doldurup doldurmamak sizin tercihinizdir.",
        'Araştırmanın sonuçları tez ve bilimsel yayınlarda yalnızca anonim hâle getirilmiş veya takma adlandırılmış biçimde yer alır; bu çalışmalarda adınız, telefon numaranız veya e-posta adresiniz kullanılmaz, katılımcılar yalnızca P0001 gibi katılımcı kodlarıyla temsil edilir.',
        'Kişisel verileriniz, yalnızca kanunen yetkili kamu kurum ve kuruluşlarının talebi hâlinde ve hukuki yükümlülüklerin gerektirdiği ölçüde bu kurumlarla paylaşılabilir.',
      ],
    },
    {
      heading: 'Kişisel Verilerin Yurt Dışına Aktarılması',
      paragraphs: [
        "Platform, varsayılan olarak kişisel verilerinizi yurt dışına aktarmaz. Harici bir form hizmetinin sunucularının yurt dışında bulunması hâlinde, bu formlara verdiğiniz yanıtlar yurt dışında işlenebilir; bu aktarım KVKK'nın 9. maddesi uyarınca açık rızanıza dayanır ve formu doldurmamayı seçerek bu aktarımı önleyebilirsiniz.",
      ],
    },
    {
      heading: 'Saklama Süresi',
      paragraphs: [
        'Kişisel verileriniz araştırma süresince saklanır. Araştırmanın tamamlanmasının ardından, mevzuatta öngörülen saklama yükümlülükleri saklı kalmak kaydıyla silinir, yok edilir veya anonim hâle getirilir.',
        'Hesabınızı sildiğinizde hesabınız ve hesabınıza bağlı kişisel verileriniz kalıcı olarak silinir. 1 yıldan uzun süre kullanılmayan hesaplar kapatılabilir; bu durumda ilgili kişisel veriler silinir veya anonim hâle getirilir.',
      ],
    },
    {
      heading: 'Veri Güvenliği',
      paragraphs: [
        "Araştırma Ekibi, kişisel verilerinizin güvenliği için KVKK'nın 12. maddesi uyarınca gerekli teknik ve idari tedbirleri alır. Bu tedbirler şunları kapsar:",
      ],
      bullets: [
        'Şifreler hiçbir zaman açık metin olarak saklanmaz; argon2id algoritmasıyla özetlenerek saklanır.',
        'Oturum belirteçleri veritabanında yalnızca özet olarak saklanır; oturumlar süresi dolduğunda, çıkış yapıldığında, şifre sıfırlandığında ve hesap silindiğinde geçersiz hâle gelir.',
        'Erişim yetkilendirmesi: her kullanıcı yalnızca kendi verilerini görebilir; tüm katılımcıların verilerine yalnızca yetkili araştırmacılar erişebilir.',
        "Yeni hesaplar, Araştırma Ekibi'nin onayından sonra kullanılabilir.",
        "Veriler üçüncü taraf bulut veri tabanlarında veya sohbet hizmetlerinde değil, Araştırma Ekibi'nin kontrolündeki sunucularda tutulur.",
      ],
    },
    {
      heading: "KVKK'nın 11. Maddesi Kapsamındaki Haklarınız",
      paragraphs: ["KVKK'nın 11. maddesi uyarınca veri sorumlusuna başvurarak aşağıdaki haklarınızı kullanabilirsiniz:"],
      labelledBullets: true,
      bullets: [
        'a) Kişisel verilerinizin işlenip işlenmediğini öğrenme,',
        'b) Kişisel verileriniz işlenmişse buna ilişkin bilgi talep etme,',
        'c) Kişisel verilerinizin işlenme amacını ve bunların amacına uygun kullanılıp kullanılmadığını öğrenme,',
        'ç) Yurt içinde veya yurt dışında kişisel verilerinizin aktarıldığı üçüncü kişileri bilme,',
        'd) Kişisel verilerinizin eksik veya yanlış işlenmiş olması hâlinde bunların düzeltilmesini isteme,',
        "e) KVKK'nın 7. maddesinde öngörülen şartlar çerçevesinde kişisel verilerinizin silinmesini veya yok edilmesini isteme,",
        'f) (d) ve (e) bentleri uyarınca yapılan işlemlerin, kişisel verilerinizin aktarıldığı üçüncü kişilere bildirilmesini isteme,',
        'g) İşlenen verilerin münhasıran otomatik sistemler vasıtasıyla analiz edilmesi suretiyle aleyhinize bir sonucun ortaya çıkmasına itiraz etme,',
        'ğ) Kişisel verilerinizin kanuna aykırı olarak işlenmesi sebebiyle zarara uğramanız hâlinde zararın giderilmesini talep etme.',
      ],
    },
    {
      heading: 'Başvuru Yöntemi',
      paragraphs: [
        "Haklarınıza ilişkin taleplerinizi, Veri Sorumlusuna Başvuru Usul ve Esasları Hakkında Tebliğ'de belirtilen usule uygun olarak, Platform'daki Uzman Desteği bölümünden mesaj göndererek veya Araştırma Ekibi'nin Platform üzerinde duyurduğu iletişim adresine yazılı olarak iletebilirsiniz. Başvurunuzda adınızı soyadınızı, Platform'a kayıtlı telefon numaranızı ve talebinizi açıkça belirtmeniz gerekir.",
        'Başvurunuz, talebin niteliğine göre en kısa sürede ve en geç 30 gün içinde ücretsiz olarak sonuçlandırılır ve size yazılı olarak ya da Platform üzerinden yanıt verilir.',
        "Başvurunuzun reddedilmesi, verilen yanıtı yetersiz bulmanız veya süresinde yanıt verilmemesi hâlinde, KVKK'nın 14. maddesi uyarınca yanıtı öğrendiğiniz tarihten itibaren 30 gün içinde ve her hâlde başvuru tarihinden itibaren 60 gün içinde Kişisel Verileri Koruma Kurulu'na şikâyette bulunabilirsiniz.",
      ],
    },
    {
      heading: "Platform'daki Veri Haklarınız",
      paragraphs: ['Bazı haklarınızı herhangi bir başvuruya gerek kalmadan Profil sayfasından doğrudan kullanabilirsiniz:'],
      bullets: [
        "Verilerimi indir: Platform'da size ait kayıtlı verilerin bir kopyasını JSON biçiminde indirebilirsiniz.",
        'Hesabımı kalıcı olarak sil: hesabınızı ve hesabınıza bağlı kişisel verilerinizi kalıcı olarak silebilirsiniz. Bu işlem geri alınamaz.',
      ],
    },
    {
      heading: 'Çerezler ve Yerel Depolama',
      paragraphs: [
        'Platform izleme, reklam veya analiz amaçlı çerez kullanmaz ve herhangi bir analiz hizmetine veri göndermez. Tarayıcınızın yerel depolama alanında yalnızca oturumunuzu sürdürmek için gereken oturum belirteci ve kullanıcı bilgileriniz (ad soyad, telefon numarası, e-posta adresi ve çalışma grubu) ile açık veya koyu görünüm tercihi saklanır. Oturum belirteci ve kullanıcı bilgileriniz çıkış yaptığınızda tarayıcınızdan silinir.',
      ],
    },
    {
      heading: 'Yaş Sınırı',
      paragraphs: [
        "Platform'u 18 yaşını doldurmuş kişiler kullanabilir. 18 yaşından küçükler Platform'u ancak velisinin veya vasisinin onayıyla kullanabilir; bu durumda açık rıza veli veya vasi tarafından verilir.",
      ],
    },
    {
      heading: 'Bu Metindeki Değişiklikler',
      paragraphs: [
        "Bu metin, mevzuattaki veya Platform'daki değişikliklere göre güncellenebilir. Güncel sürüm, sürüm numarası ve yürürlük tarihiyle birlikte bu sayfada yayımlanır. Esaslı değişikliklerde yeni sürüm, Platform'a bir sonraki girişinizde onayınıza sunulur.",
      ],
    },
  ],
};
