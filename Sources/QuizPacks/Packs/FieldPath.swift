/// `[3].team1.name`, `quizzes[0].author.username`: a coding path as the errors of packs and of API replies name it.
package func fieldPath(_ codingPath: [any CodingKey]) -> String { JSONValueDecoder.path(codingPath) }
