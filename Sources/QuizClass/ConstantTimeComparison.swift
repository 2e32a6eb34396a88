/// Compares secrets in a time that depends on their lengths only, not on where they first differ, so that timing
/// answers cannot be used to guess a token one character at a time.
public enum ConstantTimeComparison {
    public static func equal(_ given: String, _ secret: String) -> Bool {
        let given = Array(given.utf8)
        let secret = Array(secret.utf8)
        var difference = UInt8(truncatingIfNeeded: given.count ^ secret.count)
        difference |= given.count == secret.count ? 0 : 1
        for index in 0..<max(given.count, secret.count) {
            let left = index < given.count ? given[index] : 0
            let right = index < secret.count ? secret[index] : 0
            difference |= left ^ right
        }
        return difference == 0
    }

    /// Whether `given` equals any of `secrets`; every secret is compared, whichever matches.
    public static func contains(_ secrets: some Sequence<String>, _ given: String) -> Bool {
        var found = false
        for secret in secrets where equal(given, secret) { found = true }
        return found
    }
}
