import Logging
import PostgresNIO

/// The tables of shared rooms, created and brought up to date by numbered migrations when a server starts; an
/// advisory lock keeps two servers starting at once from running one migration twice.
enum PostgresSchema {
    /// The lock's number, arbitrary but the same for every server.
    static let lock = 4_621_028

    /// Each version's statements, in order: version 1 is the first.
    static let migrations: [[PostgresQuery]] = [
        [
            """
            CREATE TABLE quiz_rooms (
                pin text PRIMARY KEY,
                pack text NOT NULL,
                host_key text NOT NULL,
                settings text NOT NULL,
                opened_at double precision NOT NULL,
                last_activity double precision NOT NULL,
                deadline double precision,
                sequence bigint NOT NULL DEFAULT 0,
                state text NOT NULL
            )
            """,
            """
            CREATE TABLE quiz_room_changes (
                pin text NOT NULL REFERENCES quiz_rooms ON DELETE CASCADE,
                sequence bigint NOT NULL,
                origin text NOT NULL,
                deliveries text NOT NULL,
                deadline double precision,
                PRIMARY KEY (pin, sequence)
            )
            """,
            """
            CREATE TABLE quiz_class_games (
                id bigserial PRIMARY KEY,
                pin text NOT NULL,
                pack text NOT NULL,
                title text NOT NULL,
                started_at double precision NOT NULL,
                ended_at double precision NOT NULL,
                questions integer NOT NULL
            )
            """,
            """
            CREATE TABLE quiz_class_players (
                game bigint NOT NULL REFERENCES quiz_class_games ON DELETE CASCADE,
                position integer NOT NULL,
                rank integer NOT NULL,
                name text NOT NULL,
                points integer NOT NULL,
                right_answers integer NOT NULL,
                tie text,
                PRIMARY KEY (game, position)
            )
            """,
        ],
        [
            // A room's version, new at every commit and never the same in two rooms, so that a process can tell
            // whether the room it kept is still the room as stored.
            "CREATE SEQUENCE quiz_room_versions",
            """
            ALTER TABLE quiz_rooms ADD COLUMN version bigint NOT NULL DEFAULT nextval('quiz_room_versions')
            """,
            // A change's messages are kept once each with their recipients (`SentMessage`): the changes kept in the
            // former form are dropped, as only servers of this version read them.
            "DELETE FROM quiz_room_changes",
            "ALTER TABLE quiz_room_changes RENAME COLUMN deliveries TO messages",
        ],
        [
            // Every change keeps its steps (`RoomStep`, a JSON array), so that a process replays the changes it
            // missed rather than reading the whole game; the game is written only now and then, after the change
            // numbered `snapshot`. The changes kept before have no steps, and the games stored before are snapshots
            // after their last change.
            "ALTER TABLE quiz_room_changes ADD COLUMN steps text",
            "ALTER TABLE quiz_rooms ADD COLUMN snapshot bigint NOT NULL DEFAULT 0",
            "UPDATE quiz_rooms SET snapshot = sequence",
        ],
        [
            // Each game keeps its questions with every answer (`AskedQuestion`, a JSON array), for its reports.
            "ALTER TABLE quiz_class_games ADD COLUMN asked text NOT NULL DEFAULT '[]'"
        ],
        [
            // Each game keeps its teams' standings (JSON), and its room's host key, which opens its report page once
            // the room is gone.
            "ALTER TABLE quiz_class_games ADD COLUMN teams text",
            "ALTER TABLE quiz_class_games ADD COLUMN host_key text",
        ],
    ]

    /// Runs the migrations that `connection`'s database has not had.
    static func migrate(_ connection: PostgresConnection, logger: Logger) async throws {
        try await connection.withTransaction(logger: logger) { connection in
            try await connection.query("SELECT pg_advisory_xact_lock(\(lock))", logger: logger)
            try await connection.query(
                """
                CREATE TABLE IF NOT EXISTS quiz_migrations (
                    version integer PRIMARY KEY,
                    applied_at timestamptz NOT NULL DEFAULT now()
                )
                """, logger: logger)
            let applied =
                try await connection.query("SELECT COALESCE(max(version), 0) FROM quiz_migrations", logger: logger)
                .collect().first?.decode(Int.self) ?? 0
            for (index, statements) in migrations.enumerated() where index + 1 > applied {
                for statement in statements { try await connection.query(statement, logger: logger) }
                try await connection.query(
                    "INSERT INTO quiz_migrations (version) VALUES (\(index + 1))", logger: logger)
            }
        }
    }
}
