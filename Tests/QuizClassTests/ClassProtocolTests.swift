import Foundation
import QuizClass
import Testing

@Suite struct ClassProtocolTests {
    @Test func clientMessagesTravelAsVersionedJSON() throws {
        let text = ClassProtocol.encode(ClientMessage.answer(question: 2, answer: "Lima"))
        #expect(text == #"{"answer":"Lima","question":2,"type":"answer","v":1}"#)
        #expect(try ClassProtocol.decodeClientMessage(text).get() == .answer(question: 2, answer: "Lima"))
    }

    @Test(arguments: [
        (#"{"v":1,"type":"answer","question":"two","answer":"x"}"#, RoomError.Code.malformedMessage),
        (#"{"v":1,"type":"shout"}"#, .malformedMessage),
        ("not json", .malformedMessage),
        (#"{"v":2,"type":"next"}"#, .unsupportedVersion),
        (
            #"{"v":1,"type":"join","name":""# + String(repeating: "a", count: 5000) + #"","device":"d"}"#,
            .messageTooLarge
        ),
    ])
    func aBadMessageIsNamedWithItsCode(text: String, code: RoomError.Code) {
        guard case .failure(let error) = ClassProtocol.decodeClientMessage(text) else {
            Issue.record("\(text.prefix(60)) was taken")
            return
        }
        #expect(error.code == code)
    }

    @Test func theHostLocksAndUnlocksWithMessagesOfTheirOwn() throws {
        #expect(ClassProtocol.encode(ClientMessage.lock(true)) == #"{"type":"lock","v":1}"#)
        #expect(try ClassProtocol.decodeClientMessage(#"{"v":1,"type":"unlock"}"#).get() == .lock(false))
        #expect(ClassProtocol.encode(ServerMessage.locked(true)) == #"{"locked":true,"type":"locked","v":1}"#)
    }

    @Test func aPingIsAnsweredWithAPongOfTheSameID() throws {
        let ping = ClassProtocol.encode(ClientMessage.ping(id: 7))
        #expect(ping == #"{"id":7,"type":"ping","v":1}"#)
        #expect(try ClassProtocol.decodeClientMessage(ping).get() == .ping(id: 7))
        let pong = ClassProtocol.encode(ServerMessage.pong(id: 7))
        #expect(pong == #"{"id":7,"type":"pong","v":1}"#)
        #expect(try ClassProtocol.decodeServerMessage(pong) == .pong(id: 7))
    }

    @Test func serverMessagesRoundTrip() throws {
        let messages: [ServerMessage] = [
            .lobby(players: ["Ana"]), .received(question: 1), .kicked,
            .error(code: .nameTaken, detail: "another player is called \"Ana\"; choose another name"),
            .progress(question: 1, answered: 2, players: 3), .locked(true), .locked(false),
            .error(code: .roomLocked, detail: RoomError.roomLocked.description),
        ]
        for message in messages {
            #expect(try ClassProtocol.decodeServerMessage(ClassProtocol.encode(message)) == message)
        }
    }

    @Test func namesAreMadeTerminalSafeLimitedAndComparedWithoutCase() {
        #expect(PlayerName("  Ana\u{1B}[31m  María ")?.description == "Ana [31m María")
        #expect(PlayerName("Ana\u{202E}lol")?.description == "Ana lol")
        #expect(PlayerName("\u{1B}\u{7}") == nil)
        #expect(PlayerName(String(repeating: "x", count: 25)) == nil)
        #expect(PlayerName("e\u{301}\u{301}\u{301}\u{301}\u{301}") == nil)
        #expect(PlayerName("ANA")?.key == PlayerName("ana")?.key)
    }

    @Test func pinsHaveSixDigitsAndDifferFromTheOpenRooms() {
        var pins = RoomPINs(seed: 1)
        var taken: Set<String> = []
        for _ in 0..<1000 {
            let pin = pins.next(avoiding: taken)!
            #expect(pin.count == 6 && Int(pin)! >= 100_000)
            #expect(taken.insert(pin).inserted)
        }
        var first = RoomPINs(seed: 1)
        var again = RoomPINs(seed: 1)
        #expect(first.next(avoiding: []) == again.next(avoiding: []))
    }

    @Test func wrongPinsArePacedPerAddressAndForTheWholeServer() {
        var limiter = GuessLimiter(
            perAddress: .init(burst: 3, perSecond: 0.5), perServer: .init(burst: 5, perSecond: 1))
        let start = Date(timeIntervalSince1970: 0)
        for _ in 0..<3 {
            #expect(limiter.wait(for: "10.0.0.1", now: start) == nil)
            limiter.recordWrongGuess(from: "10.0.0.1", now: start)
        }
        // The address's burst is spent: a token comes back every 2 s.
        #expect(limiter.wait(for: "10.0.0.1", now: start) == 2)
        #expect(limiter.wait(for: "10.0.0.1", now: start + 2) == nil)
        // Other addresses share the server's burst of 5, then its pace of one a second.
        for _ in 0..<2 {
            #expect(limiter.wait(for: "10.0.0.2", now: start) == nil)
            limiter.recordWrongGuess(from: "10.0.0.2", now: start)
        }
        #expect(limiter.wait(for: "10.0.0.3", now: start) == 1)
        #expect(limiter.wait(for: "10.0.0.3", now: start + 1) == nil)
    }

    @Test func aHundredAddressesGuessNoFasterThanOne() {
        var limiter = GuessLimiter()
        let start = Date(timeIntervalSince1970: 0)
        var lookedUp = 0
        for second in 0..<10 {
            for address in 0..<100
            where limiter.wait(for: "10.0.\(second).\(address)", now: start + Double(second)) == nil {
                limiter.recordWrongGuess(from: "10.0.\(second).\(address)", now: start + Double(second))
                lookedUp += 1
            }
        }
        // The server's burst, then its pace for the 9 seconds after the first.
        #expect(lookedUp == Int(limiter.perServer.burst + 9 * limiter.perServer.perSecond))
    }
}
