import QuizKit
