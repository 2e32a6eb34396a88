/// A player's database as the release before the records were written it: `sqlite3 quiz.sqlite .dump` after three
/// games (films with a closing fact, science-quiz, general-knowledge stopped) and a review, with a rotation, a
/// finished sync and its answers added in that release's format, and times rounded. Game 4 was edited by hand
/// into options that are not JSON, game 5 into a score that is not JSON, and game 6 into a score without its
/// counts.
enum FirstReleaseDatabase {
    static let dump = """
        PRAGMA foreign_keys=OFF;
        BEGIN TRANSACTION;
        CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY);
        INSERT INTO grdb_migrations VALUES('v1 games, rotations, facts, sync, reviews, favourites');
        CREATE TABLE game (
            id INTEGER PRIMARY KEY,
            date REAL NOT NULL,
            pack TEXT NOT NULL,
            title TEXT NOT NULL,
            kind TEXT NOT NULL,
            options TEXT NOT NULL,
            stopped INTEGER NOT NULL,
            score TEXT NOT NULL,
            time REAL NOT NULL
        );
        INSERT INTO game VALUES(1,817325251.75,'films','Films: true or false?','film','{"limit":2,"seed":1}',0,\
        '{"answerTime":0.25,"bestStreak":1,"currentStreak":1,"right":1,"unanswered":0,"wrong":1}',0.5);
        INSERT INTO game VALUES(2,817325252.5,'science-quiz','Science and nature: pick an answer','choice',\
        '{"filter":"rocks","limit":2,"seed":1,"shuffleAnswers":true,"streakAlerts":[3,5],"timeLimit":20.5}',0,\
        '{"answerTime":0.125,"bestStreak":1,"currentStreak":0,"right":1,"unanswered":0,"wrong":1}',0.375);
        INSERT INTO game VALUES(3,817325253.25,'general-knowledge','General knowledge','quiz','{"limit":2,"seed":1}',1,\
        '{"answerTime":4.5e-05,"bestStreak":0,"currentStreak":0,"right":0,"unanswered":1,"wrong":1}',0.0625);
        INSERT INTO game VALUES(4,817325254.0,'films','Films: true or false?','film','not json',0,\
        '{"answerTime":0,"bestStreak":0,"currentStreak":0,"right":0,"unanswered":0,"wrong":0}',0);
        INSERT INTO game VALUES(5,817325254.5,'films','Films: true or false?','film','{"seed":1}',0,'not json',0);
        INSERT INTO game VALUES(6,817325255.0,'films','Films: true or false?','film','{"seed":1}',0,'{"right":1}',0);
        CREATE TABLE round (
            game INTEGER NOT NULL REFERENCES game (id) ON DELETE CASCADE,
            number INTEGER NOT NULL,
            item INTEGER NOT NULL,
            answer TEXT,
            result INTEGER,
            seconds REAL,
            PRIMARY KEY (game, number)
        ) WITHOUT ROWID;
        INSERT INTO round VALUES(1,1,10,'true',0,0.125);
        INSERT INTO round VALUES(1,2,13,'false',1,3.5e-05);
        INSERT INTO round VALUES(2,1,7,'1',1,7.5e-05);
        INSERT INTO round VALUES(2,2,10,'2',0,3.25e-05);
        INSERT INTO round VALUES(3,1,17,'"Canberra \\"AU\\" ñ"',0,4.75e-05);
        INSERT INTO round VALUES(3,2,22,NULL,NULL,NULL);
        CREATE TABLE rotation (pack TEXT PRIMARY KEY, value TEXT NOT NULL);
        INSERT INTO rotation VALUES('films','{"games":2,"lastPlayed":{"10":1,"13":2}}');
        CREATE TABLE fact_line (pack TEXT PRIMARY KEY, value TEXT NOT NULL);
        INSERT INTO fact_line VALUES('facts','{"lastCategory":"sports","lines":{"art":[13,14,12],\
        "education":[2,3,1],"sports":[24,25,23]}}');
        CREATE TABLE sync_run (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            source TEXT NOT NULL,
            started_at REAL NOT NULL,
            finished_at REAL
        );
        INSERT INTO sync_run VALUES(1,'http://127.0.0.1:8080',817325200.0,817325210.5);
        CREATE TABLE sync_file (
            run INTEGER NOT NULL REFERENCES sync_run (id) ON DELETE CASCADE,
            url TEXT NOT NULL,
            bytes INTEGER NOT NULL,
            PRIMARY KEY (run, url)
        ) WITHOUT ROWID;
        INSERT INTO sync_file VALUES(1,'http://127.0.0.1:8080/api/quizzes/capitals',512);
        INSERT INTO sync_file VALUES(1,'http://127.0.0.1:8080/libros.json',2048);
        CREATE TABLE synced_pack (
            run INTEGER NOT NULL REFERENCES sync_run (id) ON DELETE CASCADE,
            position INTEGER NOT NULL,
            name TEXT NOT NULL,
            kind TEXT NOT NULL,
            items INTEGER NOT NULL,
            PRIMARY KEY (run, position)
        ) WITHOUT ROWID;
        INSERT INTO synced_pack VALUES(1,0,'libros','book',12);
        INSERT INTO synced_pack VALUES(1,1,'capitals','quiz',2);
        CREATE TABLE quiz_answer (
            source TEXT NOT NULL,
            pack TEXT NOT NULL,
            quiz INTEGER NOT NULL,
            answer TEXT NOT NULL,
            PRIMARY KEY (source, pack, quiz)
        ) WITHOUT ROWID;
        INSERT INTO quiz_answer VALUES('http://127.0.0.1:8080','capitals',1,'Canberra');
        INSERT INTO quiz_answer VALUES('http://127.0.0.1:8080','capitals',2,'Ottawa');
        CREATE TABLE review (
            id INTEGER PRIMARY KEY,
            pack TEXT NOT NULL,
            item INTEGER NOT NULL,
            rating INTEGER NOT NULL,
            text TEXT NOT NULL,
            date REAL NOT NULL
        );
        INSERT INTO review VALUES(1,'films',1,4,'Good "film"',817325252.0);
        CREATE TABLE favourite (
            pack TEXT NOT NULL,
            item INTEGER NOT NULL,
            added_at REAL NOT NULL,
            PRIMARY KEY (pack, item)
        ) WITHOUT ROWID;
        CREATE TABLE imported_file (name TEXT PRIMARY KEY, bytes INTEGER NOT NULL, imported_at REAL NOT NULL);
        DELETE FROM sqlite_sequence;
        INSERT INTO sqlite_sequence VALUES('sync_run',1);
        CREATE INDEX game_by_pack ON game (pack);
        CREATE INDEX sync_run_by_source ON sync_run (source, finished_at);
        PRAGMA user_version = 1;
        COMMIT;
        """
}
