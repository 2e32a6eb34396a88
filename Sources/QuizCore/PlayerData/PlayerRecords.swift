/// Everything quiz keeps of a player: games, rotations, lines of facts, syncs and reviews, in one place (the
/// player's database) so that the executable can hand the shell one value.
public typealias PlayerRecords = GameLog & RotationBook & FactLineBook & SyncLedger & ReviewBook
