/// A curious fact of a category ("¿Sabías qué?"): a title, a short text and, where there is one, a picture.
public struct FactItem: ItemOfKind {
    public var id: Int
    /// The category the fact belongs to, such as `education`, `art` or `sports`.
    public var category: String
    public var title: String
    public var text: String
    /// A picture of the fact: an http(s) URL.
    public var image: String?

    public init(id: Int, category: String, title: String, text: String, image: String? = nil) {
        self.id = id
        self.category = category
        self.title = title
        self.text = text
        self.image = image
    }
}
