import Foundation
import QuizCore
import QuizPacks

extension PackItems {
    /// The items with each picture beside the pack file (`images/nl.png`) named by its whole address below `base`
    /// (`http://HOST/packs/NAME/`), as the original APIs give every picture: their apps read no relative address.
    func withPictures(below base: String) -> PackItems {
        func address(_ path: String?) -> String? { path.map { Self.address(of: $0, below: base) } }
        func match(_ match: MatchItem) -> MatchItem {
            var match = match
            (match.team1.flag, match.team2.flag) = (address(match.team1.flag), address(match.team2.flag))
            return match
        }
        func book(_ book: BookItem) -> BookItem {
            var book = book
            (book.answer1.photo, book.answer2.photo) = (address(book.answer1.photo), address(book.answer2.photo))
            return book
        }
        func film(_ film: FilmItem) -> FilmItem {
            var film = film
            film.posterUrl = address(film.posterUrl)
            return film
        }
        func choice(_ choice: ChoiceItem) -> ChoiceItem {
            var choice = choice
            for index in choice.answers.indices { choice.answers[index].photo = address(choice.answers[index].photo) }
            return choice
        }
        switch self {
        case .match(let items): return .match(items.map(match))
        case .book(let items): return .book(items.map(book))
        case .film(let items): return .film(items.map(film))
        case .choice(let items): return .choice(items.map(choice))
        case .mixed(let items):
            return .mixed(
                items.map { item in
                    var item = item
                    switch item.content {
                    case .match(let content): item.content = .match(match(content))
                    case .book(let content): item.content = .book(book(content))
                    case .film(let content): item.content = .film(film(content))
                    case .choice(let content): item.content = .choice(choice(content))
                    case .poll(let content): item.content = .poll(choice(content))
                    case .quiz, .slider, .ordering, .pairs, .open: break
                    }
                    return item
                })
        case .quiz, .fact: return self
        }
    }

    /// `path`'s whole address below `base` when it is a picture beside the pack; any other address as it is.
    static func address(of path: String, below base: String) -> String {
        guard PicturePath.isValid(path) else { return path }
        return base + (path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path)
    }
}

extension MediaLink {
    func below(_ base: String) -> MediaLink {
        var link = self
        link.url = PackItems.address(of: url, below: base)
        return link
    }
}
