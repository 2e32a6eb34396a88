import Foundation

extension RoomHub {
    public enum OpenError: Error, Sendable, Hashable, CustomStringConvertible {
        case noSuchPack(String)
        case nothingToAsk(String)
        case badSeconds(Int)
        case badQuestionCount(Int)
        case tooManyRooms(Int)
        case roomsUnavailable(RoomError)
        case badTeamCount(Int)
        /// A team's name (its position from 1, as typed) that shows nothing once made safe, or is too long.
        case badTeamName(Int, String)
        case sameTeamName(String)
        /// A homework room's deadline that has passed, or is further than `RoomSettings.longestHomework` ahead.
        case deadlinePassed(Date)
        case deadlineTooFar(Date)
        case sharedDevicesHomework

        /// What the class pages say in the page's language, the description being the English: `bad-teams`...
        public var code: String {
            switch self {
            case .noSuchPack: "no-such-pack"
            case .nothingToAsk: "nothing-to-ask"
            case .badSeconds, .badQuestionCount: "bad-questions"
            case .tooManyRooms: "too-many-rooms"
            case .roomsUnavailable(let error): error.code.rawValue
            case .badTeamCount, .badTeamName, .sameTeamName: "bad-teams"
            case .deadlinePassed, .deadlineTooFar: "bad-deadline"
            case .sharedDevicesHomework: "shared-devices-homework"
            }
        }

        public var description: String {
            switch self {
            case .noSuchPack(let name): "no pack is called \"\(name)\" on this server"
            case .nothingToAsk(let name): "pack \"\(name)\" has no question a room can judge"
            case .badSeconds(let seconds):
                "\(seconds) s is not a time for a question: give \(RoomSettings.secondsRange.lowerBound) to "
                    + "\(RoomSettings.secondsRange.upperBound)"
            case .badQuestionCount(let count): "\(count) is not a number of questions: give 1 or more"
            case .tooManyRooms(let limit): "\(limit) rooms are open, the limit of this server; end one first"
            case .roomsUnavailable(let error): error.description
            case .badTeamCount(let count):
                "\(count) \(count == 1 ? "team" : "teams"): give \(RoomSettings.teamRange.lowerBound) to "
                    + "\(RoomSettings.teamRange.upperBound)"
            case .badTeamName(let position, let typed):
                "team \(position)'s name \"\(typed.unicodeScalars.map { $0.escaped(asASCII: true) }.joined())\" "
                    + "is not a name: 1 to \(PlayerName.maximumLength) characters that show, control characters left out"
            case .sameTeamName(let name): "two teams are called \"\(name)\"; give each its own name"
            case .deadlinePassed(let until):
                "the deadline \(until.formatted(.iso8601)) has passed: give one to come, at most "
                    + "\(Int(RoomSettings.longestHomework / 86_400)) days ahead"
            case .deadlineTooFar(let until):
                "the deadline \(until.formatted(.iso8601)) is too far: a homework room stays open at most "
                    + "\(Int(RoomSettings.longestHomework / 86_400)) days"
            case .sharedDevicesHomework: "a homework room has no shared devices: each student plays on their own"
            }
        }
    }
}
