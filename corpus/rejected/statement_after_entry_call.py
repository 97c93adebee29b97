# rejects: a statement after the module's bare `main()` call. Python runs it once `main()`
# returns; clauz3 runs the target after the whole module has loaded, so `main` would see the
# list already cleared and a proof about its loop would not be CPython's.
TEAMS = ["billing", "tech", "ops"]


def main() -> int:
    assert len(TEAMS) == 0
    return len(TEAMS)


main()
TEAMS.clear()
