import GRDB

/// The tables of the player's database, and the steps that bring a file of an earlier version up to date.
///
/// The migrations of earlier versions are merged into one, as GRDB allows: a new database gets today's tables at
/// once, and a file of an earlier version runs, in order, the steps of the versions it lacks, each as it was
/// released; a step, once released, is never changed. A new version adds a step, merges the last migration into a
/// new one, and raises `version`, which is kept in `PRAGMA user_version` too, so that an older quiz can tell a newer
/// file and leave it alone.
enum PlayerSchema {
    static let version = 10

    /// The migrations that earlier versions recorded in a file, merged into the current one.
    private static let firstVersion = "v1 games, rotations, facts, sync, reviews, favourites"
    private static let practiceVersion = "v2 practice cards and their review log"
    private static let classVersion = "v3 class results"
    private static let factLinesVersion = "v4 lines of facts as rows"
    private static let mergedMigrations = [firstVersion, practiceVersion, classVersion, factLinesVersion]

    // Tables made from nothing break no foreign key, and no step needs them off: checking them at once spares the
    // check of the whole file that a deferred migration runs at its end.
    static let migrator: DatabaseMigrator = {
        var migrator = DatabaseMigrator()
        migrator.registerMigration(
            "v5 cheaper writes at the end of each game", foreignKeyChecks: .immediate,
            merging: Set(mergedMigrations)
        ) { db, applied in
            if applied.isEmpty {
                try db.execute(sql: firstTables + practiceTables + classTables)
            } else {
                if !applied.contains(practiceVersion) { try db.execute(sql: practiceTables) }
                if !applied.contains(classVersion) { try db.execute(sql: classTables) }
                if !applied.contains(factLinesVersion) { try db.execute(sql: factLinesAsRows) }
                try db.execute(sql: cheaperGameWrites)
            }
            try db.execute(sql: "PRAGMA user_version = 5")
        }
        migrator.registerMigration("v6 practice parameters", foreignKeyChecks: .immediate) { db in
            try db.execute(sql: practiceParametersTable)
            try db.execute(sql: "PRAGMA user_version = 6")
        }
        // Each class game keeps its questions with every answer (`AskedQuestion`, as JSON), for its reports.
        migrator.registerMigration("v7 class answers", foreignKeyChecks: .immediate) { db in
            try db.execute(sql: "ALTER TABLE class_game ADD COLUMN asked TEXT NOT NULL DEFAULT '[]'")
            try db.execute(sql: "PRAGMA user_version = 7")
        }
        // A game's answers to polls and open questions, neither right nor wrong (`Score.opinions`).
        migrator.registerMigration("v8 opinions", foreignKeyChecks: .immediate) { db in
            try db.alter(table: "game") { table in
                table.add(column: "opinions", .integer).notNull().defaults(to: 0)
            }
            try db.execute(sql: "PRAGMA user_version = 8")
        }
        // The open homework rooms of a `quiz serve`, each as it stands (`StoredRoom`), so that a restart takes them up.
        migrator.registerMigration("v9 homework rooms", foreignKeyChecks: .immediate) { db in
            try db.create(table: "room") { table in
                table.primaryKey("pin", .text)
                table.column("key", .text).notNull()
                table.column("pack", .text).notNull()
                table.column("settings", .text).notNull()
                table.column("opened_at", .double).notNull()
                table.column("saved", .text).notNull()
            }
            try db.execute(sql: "PRAGMA user_version = 9")
        }
        // Each class game keeps its teams' standings (JSON), and its room's host key, which opens its report page once
        // the room is gone.
        migrator.registerMigration("v10 teams and report keys", foreignKeyChecks: .immediate) { db in
            try db.execute(sql: "ALTER TABLE class_game ADD COLUMN teams TEXT")
            try db.execute(sql: "ALTER TABLE class_game ADD COLUMN host_key TEXT")
            try db.execute(sql: "PRAGMA user_version = \(version)")
        }
        return migrator
    }()

    /// The tables of the first version, as they are now: games and rounds, rotations, lines of facts, sync, reviews
    /// and favourites.
    private static let firstTables = """
        CREATE TABLE game (
            id INTEGER PRIMARY KEY,
            date REAL NOT NULL,
            pack TEXT NOT NULL,
            title TEXT NOT NULL,
            kind TEXT NOT NULL,
            options TEXT NOT NULL,
            stopped INTEGER NOT NULL,
            time REAL NOT NULL,
            right INTEGER,
            wrong INTEGER,
            unanswered INTEGER,
            current_streak INTEGER,
            best_streak INTEGER,
            answer_time REAL
        );
        CREATE TABLE round (
            game INTEGER NOT NULL REFERENCES game (id) ON DELETE CASCADE,
            number INTEGER NOT NULL,
            item INTEGER NOT NULL,
            answer TEXT,
            result INTEGER,
            seconds REAL,
            PRIMARY KEY (game, number)
        ) WITHOUT ROWID;
        CREATE TABLE rotation (pack TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
        \(factLineTable)
        CREATE TABLE last_fact_category (pack TEXT PRIMARY KEY, category TEXT NOT NULL) WITHOUT ROWID;
        CREATE TABLE sync_run (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            source TEXT NOT NULL,
            started_at REAL NOT NULL,
            finished_at REAL
        );
        CREATE INDEX sync_run_by_source ON sync_run (source, finished_at);
        CREATE TABLE sync_file (
            run INTEGER NOT NULL REFERENCES sync_run (id) ON DELETE CASCADE,
            url TEXT NOT NULL,
            bytes INTEGER NOT NULL,
            PRIMARY KEY (run, url)
        ) WITHOUT ROWID;
        CREATE TABLE synced_pack (
            run INTEGER NOT NULL REFERENCES sync_run (id) ON DELETE CASCADE,
            position INTEGER NOT NULL,
            name TEXT NOT NULL,
            kind TEXT NOT NULL,
            items INTEGER NOT NULL,
            PRIMARY KEY (run, position)
        ) WITHOUT ROWID;
        CREATE TABLE quiz_answer (
            source TEXT NOT NULL,
            pack TEXT NOT NULL,
            quiz INTEGER NOT NULL,
            answer TEXT NOT NULL,
            PRIMARY KEY (source, pack, quiz)
        ) WITHOUT ROWID;
        CREATE TABLE review (
            id INTEGER PRIMARY KEY,
            pack TEXT NOT NULL,
            item INTEGER NOT NULL,
            rating INTEGER NOT NULL,
            text TEXT NOT NULL,
            date REAL NOT NULL
        );
        CREATE TABLE favourite (
            pack TEXT NOT NULL,
            item INTEGER NOT NULL,
            added_at REAL NOT NULL,
            PRIMARY KEY (pack, item)
        ) WITHOUT ROWID;
        CREATE TABLE imported_file (name TEXT PRIMARY KEY, bytes INTEGER NOT NULL, imported_at REAL NOT NULL);
        """

    /// A fact's place in its category's line, a row each, since version 4.
    private static let factLineTable = """
        CREATE TABLE fact_line (
            pack TEXT NOT NULL,
            category TEXT NOT NULL,
            fact INTEGER NOT NULL,
            place INTEGER NOT NULL,
            PRIMARY KEY (pack, category, fact)
        ) WITHOUT ROWID;
        """

    /// Version 2, practice: each card's schedule by FSRS, named by its pack and identity, and the log of every
    /// review.
    private static let practiceTables = """
        CREATE TABLE practice_card (
            pack TEXT NOT NULL,
            card TEXT NOT NULL,
            state INTEGER NOT NULL,
            step INTEGER,
            stability REAL,
            difficulty REAL,
            due REAL NOT NULL,
            last_review REAL,
            PRIMARY KEY (pack, card)
        ) WITHOUT ROWID;
        CREATE INDEX practice_card_by_due ON practice_card (due);
        CREATE TABLE practice_review (
            id INTEGER PRIMARY KEY,
            pack TEXT NOT NULL,
            card TEXT NOT NULL,
            date REAL NOT NULL,
            rating INTEGER NOT NULL,
            duration REAL,
            elapsed_days INTEGER NOT NULL,
            scheduled_days INTEGER NOT NULL,
            state_before INTEGER NOT NULL,
            state_after INTEGER NOT NULL
        );
        CREATE INDEX practice_review_by_card ON practice_review (pack, card);
        CREATE INDEX practice_review_by_date ON practice_review (date);
        """

    /// Version 3, live class play: each finished room's game on a `quiz serve`, and its players ranked.
    private static let classTables = """
        CREATE TABLE class_game (
            id INTEGER PRIMARY KEY,
            pin TEXT NOT NULL,
            pack TEXT NOT NULL,
            title TEXT NOT NULL,
            started_at REAL NOT NULL,
            ended_at REAL NOT NULL,
            questions INTEGER NOT NULL
        );
        CREATE INDEX class_game_by_pin ON class_game (pin);
        CREATE TABLE class_player (
            game INTEGER NOT NULL REFERENCES class_game (id) ON DELETE CASCADE,
            position INTEGER NOT NULL,
            rank INTEGER NOT NULL,
            name TEXT NOT NULL,
            points INTEGER NOT NULL,
            right INTEGER NOT NULL,
            tie TEXT,
            PRIMARY KEY (game, position)
        ) WITHOUT ROWID;
        """

    /// Version 4: lines of facts as rows, a fact's place in its category's line a row of its own, so that a game,
    /// which sends one fact to the back of its line, changes one row rather than writing the pack's whole line
    /// again. A value that cannot be read starts its pack afresh, as it did.
    private static let factLinesAsRows = """
        ALTER TABLE fact_line RENAME TO fact_line_v1;
        DELETE FROM fact_line_v1 WHERE NOT json_valid(value);
        \(factLineTable)
        INSERT OR IGNORE INTO fact_line (pack, category, fact, place)
            SELECT fact_line_v1.pack, line.key, fact.value, fact.key
            FROM fact_line_v1, json_each(fact_line_v1.value, '$.lines') AS line, json_each(line.value) AS fact
            WHERE json_type(fact_line_v1.value, '$.lines') = 'object' AND line.type = 'array'
                AND fact.type = 'integer';
        CREATE TABLE last_fact_category (pack TEXT PRIMARY KEY, category TEXT NOT NULL);
        INSERT INTO last_fact_category (pack, category)
            SELECT pack, json_extract(value, '$.lastCategory') FROM fact_line_v1
            WHERE json_type(value, '$.lastCategory') = 'text';
        DROP TABLE fact_line_v1;
        """

    /// Version 5: what each game writes as it ends, made cheaper to write: its score in columns of its own rather
    /// than as JSON, without the index of games by pack that no query used, and the rotation and last fact category
    /// of each pack in tables without rowid, whose key is then their only index. A score that cannot be read leaves
    /// its columns empty, and its game is said to be damaged, as it was.
    private static let cheaperGameWrites = """
        ALTER TABLE game ADD COLUMN right INTEGER;
        ALTER TABLE game ADD COLUMN wrong INTEGER;
        ALTER TABLE game ADD COLUMN unanswered INTEGER;
        ALTER TABLE game ADD COLUMN current_streak INTEGER;
        ALTER TABLE game ADD COLUMN best_streak INTEGER;
        ALTER TABLE game ADD COLUMN answer_time REAL;
        UPDATE game SET
            right = json_extract(score, '$.right'),
            wrong = json_extract(score, '$.wrong'),
            unanswered = json_extract(score, '$.unanswered'),
            current_streak = json_extract(score, '$.currentStreak'),
            best_streak = json_extract(score, '$.bestStreak'),
            answer_time = json_extract(score, '$.answerTime')
            WHERE json_valid(score);
        ALTER TABLE game DROP COLUMN score;
        DROP INDEX game_by_pack;
        CREATE TABLE rotation_v5 (pack TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
        INSERT INTO rotation_v5 SELECT pack, value FROM rotation WHERE pack IS NOT NULL;
        DROP TABLE rotation;
        ALTER TABLE rotation_v5 RENAME TO rotation;
        CREATE TABLE last_fact_category_v5 (pack TEXT PRIMARY KEY, category TEXT NOT NULL) WITHOUT ROWID;
        INSERT INTO last_fact_category_v5 SELECT pack, category FROM last_fact_category
            WHERE pack IS NOT NULL;
        DROP TABLE last_fact_category;
        ALTER TABLE last_fact_category_v5 RENAME TO last_fact_category;
        """

    /// Version 6: the FSRS weights fitted to the player's reviews, for every pack (an empty pack) and for single
    /// packs, with how well they and the defaults predicted the reviews they were fitted to.
    private static let practiceParametersTable = """
        CREATE TABLE practice_parameters (
            pack TEXT PRIMARY KEY,
            weights TEXT NOT NULL,
            reviews INTEGER NOT NULL,
            log_loss REAL NOT NULL,
            rmse_bins REAL NOT NULL,
            default_log_loss REAL NOT NULL,
            default_rmse_bins REAL NOT NULL,
            fitted_at REAL NOT NULL
        ) WITHOUT ROWID;
        """

    /// Brings the schema up to date. Two quiz processes that open a new file at once may both find a migration to
    /// run: the second one's fails on the tables the first made, and its second attempt finds nothing left to do.
    static func migrate(_ queue: DatabaseQueue) throws {
        do {
            try migrator.migrate(queue)
        } catch {
            try migrator.migrate(queue)
        }
    }

    /// The tables of a database that quiz did not make: tables, and no record of quiz's migrations. Empty for a file
    /// of quiz's, or a new one.
    static func foreignTables(_ db: Database) throws -> [String] {
        guard try !db.tableExists("grdb_migrations") else { return [] }
        return try String.fetchAll(
            db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
    }

    /// Whether the database was written by a newer quiz: a higher user_version, or migrations this one lacks.
    static func isNewer(_ db: Database) throws -> Bool {
        let userVersion = try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0
        if userVersion > version { return true }
        guard try db.tableExists("grdb_migrations") else { return false }
        let applied = try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations")
        return !Set(applied).isSubset(of: Set(migrator.migrations + mergedMigrations))
    }
}
