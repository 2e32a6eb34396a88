import Foundation
import GRDB
import QuizClass

/// A row of `room`: an open homework room of a `quiz serve` as it stands, rebuilt over its pack at a restart.
struct StoredRoom: Codable, FetchableRecord, PersistableRecord, KeepsDatesAsSeconds, SnakeCaseColumns {
    static let databaseTableName = "room"

    var pin: String
    var key: String
    var pack: String
    /// The room's settings and its state (`Room.Saved`), as JSON.
    var settings: RoomSettings
    var openedAt: Date
    var saved: Room.Saved

    enum Columns: String, ColumnExpression { case pin }

    init(_ room: Room) {
        pin = room.pin
        key = room.hostKey
        pack = room.packName
        settings = room.settings
        openedAt = room.openedAt
        saved = room.saved
    }

    /// JSON whose dates are seconds, exact, as the room's own encoding keeps them elsewhere.
    static func databaseJSONEncoder(for column: String) -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return encoder
    }

    static func databaseJSONDecoder(for column: String) -> JSONDecoder { JSONDecoder() }
}
