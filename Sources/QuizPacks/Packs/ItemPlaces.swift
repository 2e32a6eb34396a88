import Foundation
import QuizCore

/// The item number of each item id read so far: in an array for the small ids that packs mostly have, in a
/// dictionary for the others.
struct ItemPlaces {
    private var small: [Int32] = []
    private var others: [Int: Int] = [:]

    subscript(id: Int) -> Int? {
        get {
            if id >= 0, id < small.count, small[id] != 0 { return Int(small[id]) }
            return others.isEmpty ? nil : others[id]
        }
        set {
            guard let newValue else {
                if id >= 0, id < small.count { small[id] = 0 }
                others[id] = nil
                return
            }
            if id >= 0, id < 4 * newValue + 1024, newValue < Int(Int32.max) {
                if id >= small.count { small.append(contentsOf: repeatElement(0, count: id + 1 - small.count)) }
                small[id] = Int32(newValue)
            } else {
                others[id] = newValue
            }
        }
    }
}
