import QuizPictures
import Testing

@Suite struct SaturationTests {
    private func one(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> Bitmap {
        Bitmap(width: 1, height: 1, filledWith: (red, green, blue, 200))
    }

    @Test func pureRedAtTwoTenthsKeepsItsLuminance() {
        // luminance = 0.2126 × 255 = 54.213; red = 54.213 + 0.2 × (255 − 54.213) = 94.37; green = blue = 0.8 × 54.213.
        #expect(one(255, 0, 0).desaturated(to: 0.2)[0, 0] == (94, 43, 43, 200))
    }

    @Test func greenAndBlueWeighAsRec709Says() {
        #expect(one(0, 255, 0).desaturated(to: 0)[0, 0] == (182, 182, 182, 200))
        #expect(one(0, 0, 255).desaturated(to: 0)[0, 0] == (18, 18, 18, 200))
    }

    @Test func greyStaysGreyAndFullSaturationChangesNothing() {
        #expect(one(77, 77, 77).desaturated(to: 0.2)[0, 0] == (77, 77, 77, 200))
        #expect(one(10, 200, 90).desaturated(to: 1)[0, 0] == (10, 200, 90, 200))
    }
}
