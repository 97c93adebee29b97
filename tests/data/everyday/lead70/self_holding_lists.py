"""A list that holds itself (an audit log appending its own record), then misused: the prover
once followed such a list forever while wording an error about it."""


def main():
    log = []
    log.append(log)
    log.append("start")
    print(len(log), log[0] is log, log)
    try:
        log.append()
    except TypeError as e:
        print("TypeError:", e)
    table = {"name": "t"}
    table["self"] = table
    print(table, table.__len__(), log.__len__(), list.__len__(log))
    try:
        log.count()
    except TypeError as e:
        print("TypeError:", e)
    return len(table)
