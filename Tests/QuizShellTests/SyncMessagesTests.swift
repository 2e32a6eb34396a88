import Foundation
import QuizAPI
import QuizCore
import Testing

@testable import QuizClient
@testable import QuizShell

@Suite("What sync says counts each thing in its number")
struct SyncMessagesTests {
    private let one = SyncSummary(
        source: "http://h", packs: [SyncedPack(name: "films", kind: .film, items: 1)], pictures: 1,
        missingPictures: ["http://h/a.png"], answers: 1, reused: 0, bytes: 10,
        finishedAt: Date(timeIntervalSince1970: 0))

    @Test("one pack, item, picture and answer are singular, in English and Spanish")
    func singular() {
        let english = Messages(language: .en).synced(one)
        #expect(english[0].hasPrefix("Synced http://h: 1 pack (1 item), 1 picture, 1 quiz answer; "))
        #expect(english[1].hasPrefix("warning: 1 picture could not be downloaded"))
        let spanish = Messages(language: .es).synced(one)
        #expect(
            spanish[0].hasPrefix("Sincronizado http://h: 1 paquete (1 elemento), 1 imagen, 1 respuesta de quizzes; "))
        #expect(spanish[1].hasPrefix("aviso: no se pudo descargar 1 imagen, que no se verá sin conexión"))
    }

    @Test("one file of an earlier sync reused is singular, in English and Spanish")
    func oneFileReused() {
        var resumed = one
        resumed.reused = 1
        #expect(
            Messages(language: .en).synced(resumed)[1] == "Resumed the earlier sync: 1 file was already downloaded.")
        #expect(
            Messages(language: .es).synced(resumed)[1]
                == "Se reanudó la sincronización anterior: 1 archivo ya estaba descargado.")
    }
}
