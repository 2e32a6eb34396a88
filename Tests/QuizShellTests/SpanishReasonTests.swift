import Foundation
import QuizAPI
import QuizClass
import QuizClient
import QuizCore
import QuizPacks
import Testing

@testable import QuizShell

@Suite("Why a connection failed, in the player's language")
struct SpanishReasonTests {
    private let url = URL(string: "http://127.0.0.1:9/packs")!

    @Test(arguments: [
        ("connection refused", "no se puede conectar (conexión rechazada)"),
        ("unknown host quiz.test", "no se puede conectar (servidor desconocido quiz.test)"),
        ("the server's answer is not valid HTTP", "no se puede conectar (la respuesta del servidor no es HTTP válido)"),
        ("something rare", "no se puede conectar (something rare)"),
    ])
    func spanish(reason: String, expected: String) {
        let error = TransportError.connectionFailed(url: url, reason: reason)
        #expect(Messages(language: .es).transport(error) == "http://127.0.0.1:9/packs: \(expected)")
        #expect(Messages(language: .en).transport(error) == "http://127.0.0.1:9/packs: cannot connect (\(reason))")
    }

    @Test func aRoomsServerNotReachedIsSaidInSpanish() {
        let refused = "http://127.0.0.1:9/rooms: the server did not answer: connection refused"
        #expect(
            Messages(language: .es).classFailure(refused)
                == "error: http://127.0.0.1:9/rooms: el servidor no respondió: conexión rechazada")
        #expect(Messages(language: .en).classFailure(refused) == "error: \(refused)")
        let lost = "ws://127.0.0.1:9/rooms/123456/ws: the room's connection failed: connection refused"
        #expect(
            Messages(language: .es).classFailure(lost)
                == "error: ws://127.0.0.1:9/rooms/123456/ws: la conexión con la sala falló: conexión rechazada")
        let ipv6 = "ws://[::1]:9/rooms/123456/ws: the room's connection failed: \(ClassClient.ipv6Refusal)"
        #expect(
            Messages(language: .es).classFailure(ipv6)
                == "error: ws://[::1]:9/rooms/123456/ws: la conexión con la sala falló: las salas no admiten "
                + "direcciones IPv6; da el nombre del servidor o su dirección IPv4")
        let notRooms = "http://127.0.0.1:9/rooms: the server answered 501"
        #expect(
            Messages(language: .es).classFailure(notRooms)
                == "error: http://127.0.0.1:9/rooms: el servidor respondió 501")
        let noQuestions = "http://127.0.0.1:9/rooms: pack \"datos\" has no question a room can judge"
        #expect(
            Messages(language: .es).classFailure(noQuestions)
                == "error: http://127.0.0.1:9/rooms: el paquete «datos» no tiene preguntas que una sala juzgue")
    }

    @Test func aRoomsRefusalOfATeamIsSaidInSpanishWithTheRoomsTeams() {
        let spanish = Messages(language: .es)
        let noSuchTeam = RoomError.noSuchTeam("verde", teams: ["Rojo", "Azul"])
        #expect(
            spanish.roomError(noSuchTeam.code, detail: noSuchTeam.description)
                == "error: la sala no tiene ningún equipo «verde»; sus equipos: Rojo, Azul")
        let talk = RoomError.teamTalk(seconds: 3)
        #expect(
            spanish.roomError(talk.code, detail: talk.description)
                == "error: el equipo habla aún 3 s; responde al acabar")
        #expect(Messages(language: .en).roomError(talk.code, detail: talk.description) == "error: \(talk)")
    }
}
