import Synchronization

/// A value that tasks of a connection share, behind a lock.
public final class SharedValue<Value: Sendable>: Sendable {
    private let value: Mutex<Value>

    public init(_ value: Value) {
        self.value = Mutex(value)
    }

    public func get() -> Value { value.withLock { $0 } }

    public func set(_ newValue: Value) { value.withLock { $0 = newValue } }

    public func change<T: Sendable>(_ body: (inout Value) -> T) -> T { value.withLock { body(&$0) } }
}
