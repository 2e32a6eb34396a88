import Dispatch
import Foundation
import QuizCore
import Synchronization

/// A run of an import's items, checked by the pack's rules and encoded as a pack of its own on another core as soon
/// as it is made, while the importer reads the next questions; `StreamedPackFile` takes the runs in order.
final class EncodedRun: Sendable {
    let count: Int
    private let done = DispatchGroup()
    private let outcome = Mutex<Result<Data, PackLoadError>?>(nil)

    /// Starts checking and encoding `run`, its items numbered from `first` in the whole pack; the fault of an item
    /// names the file and line of its question in `places`, when they are given, rather than the pack.
    init(_ run: Pack, file: String, numberedFrom first: Int, places: [(file: String, line: Int)] = []) {
        count = run.count
        done.enter()
        DispatchQueue.global().async { [self] in
            let faults = PackChecker.faults(of: run, file: file, numberedFrom: first).map { fault in
                guard let item = fault.item, places.indices.contains(item.number - first) else { return fault }
                let place = places[item.number - first]
                return PackFault(
                    file: "\(place.file):\(place.line)", item: item, field: fault.field, message: fault.message)
            }
            let result: Result<Data, PackLoadError> =
                if !faults.isEmpty {
                    .failure(PackLoadError(file: file, faults: faults))
                } else if let text = try? PackFile.bytes(of: run) {
                    .success(text)
                } else {
                    .failure(PackLoadError(file: file, "cannot be written as JSON"))
                }
            outcome.withLock { $0 = result }
            done.leave()
        }
    }

    /// The run's bytes as a pack of its own, or its faults, once they are known.
    func result() -> Result<Data, PackLoadError> {
        done.wait()
        return outcome.withLock { $0! }
    }
}
