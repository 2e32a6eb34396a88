import Foundation

/// A number with its derivatives with respect to the 21 weights, carried along as it is computed (forward-mode
/// differentiation): what training needs of FSRS's recurrence, without writing its derivatives by hand.
struct Dual: FSRSNumber {
    var value: Double
    /// ∂value/∂wᵢ in lane i; lanes 21 to 31 stay 0.
    var slope: SIMD32<Double>

    static func + (a: Dual, b: Dual) -> Dual { Dual(value: a.value + b.value, slope: a.slope + b.slope) }
    static func - (a: Dual, b: Dual) -> Dual { Dual(value: a.value - b.value, slope: a.slope - b.slope) }
    static func * (a: Dual, b: Dual) -> Dual {
        Dual(value: a.value * b.value, slope: b.value * a.slope + a.value * b.slope)
    }
    static func / (a: Dual, b: Dual) -> Dual {
        let value = a.value / b.value
        return Dual(value: value, slope: (a.slope - value * b.slope) / b.value)
    }
    static func + (a: Dual, b: Double) -> Dual { Dual(value: a.value + b, slope: a.slope) }
    static func - (a: Dual, b: Double) -> Dual { Dual(value: a.value - b, slope: a.slope) }
    static func * (a: Dual, b: Double) -> Dual { Dual(value: a.value * b, slope: a.slope * b) }
    static func - (a: Double, b: Dual) -> Dual { Dual(value: a - b.value, slope: -b.slope) }
    static prefix func - (a: Dual) -> Dual { Dual(value: -a.value, slope: -a.slope) }

    static func exp(_ a: Dual) -> Dual {
        let value = Foundation.exp(a.value)
        return Dual(value: value, slope: value * a.slope)
    }

    /// `base` to the power `exponent`, `base` above 0.
    static func pow(_ base: Dual, _ exponent: Dual) -> Dual {
        let value = Foundation.pow(base.value, exponent.value)
        let byBase = exponent.value * Foundation.pow(base.value, exponent.value - 1)
        return Dual(value: value, slope: byBase * base.slope + (value * Foundation.log(base.value)) * exponent.slope)
    }
}

extension Dual {
    init(_ constant: Double) {
        self.init(value: constant, slope: .zero)
    }

    /// Weight `index` as a variable: its value, and a derivative of 1 with respect to itself.
    init(weight value: Double, index: Int) {
        self.init(value: value, slope: .zero)
        slope[index] = 1
    }
}

/// What FSRS's recurrence computes with: `Double` to predict, `Dual` to train.
protocol FSRSNumber {
    var value: Double { get }
    init(_ constant: Double)
    static func + (a: Self, b: Self) -> Self
    static func - (a: Self, b: Self) -> Self
    static func * (a: Self, b: Self) -> Self
    static func / (a: Self, b: Self) -> Self
    static func + (a: Self, b: Double) -> Self
    static func - (a: Self, b: Double) -> Self
    static func * (a: Self, b: Double) -> Self
    static func - (a: Double, b: Self) -> Self
    static prefix func - (a: Self) -> Self
    static func exp(_ a: Self) -> Self
    static func pow(_ base: Self, _ exponent: Self) -> Self
}

extension FSRSNumber {
    /// `self` within `range`; a value outside it becomes the bound, which depends on no weight.
    func clamped(to range: ClosedRange<Double>) -> Self {
        if value < range.lowerBound { return Self(range.lowerBound) }
        if value > range.upperBound { return Self(range.upperBound) }
        return self
    }
}

extension Double: FSRSNumber {
    var value: Double { self }
    static func exp(_ a: Double) -> Double { Foundation.exp(a) }
    static func pow(_ base: Double, _ exponent: Double) -> Double { Foundation.pow(base, exponent) }
}
