/// To a student of a homework room who has been through every question: their own score, and when the results come.
public struct HomeworkDone: Codable, Sendable, Hashable {
    public var questions: Int
    /// How many the student answered before their time ran out, and how many of those right.
    public var answered: Int
    public var right: Int
    public var points: Int
    /// The room's deadline as an ISO 8601 date-time: the podium and the results come then.
    public var until: String
}
