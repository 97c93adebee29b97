"""Connection generators whose `finally:` blocks close the connection: CPython closes each as
soon as nothing refers to it any more, when its name is rebound, when the function holding
it returns, or when it is deleted; the printed order shows when."""

OPEN = []


def connection(host):
    OPEN.append(host)
    print(f"  connect {host}")
    try:
        seq = 0
        while True:
            seq += 1
            yield f"{host}#{seq}"
    finally:
        OPEN.remove(host)
        print(f"  disconnect {host}")


def fetch_one(host):
    conn = connection(host)
    ticket = next(conn)
    print(f"  fetched {ticket}")
    return ticket


def rotate(hosts):
    conn = connection(hosts[0])
    print("  first:", next(conn))
    for host in hosts[1:]:
        conn = connection(host)
        print("  now:", next(conn))
    print("  open before return:", OPEN)
    return len(hosts)


def main():
    print("one fetch")
    print(fetch_one("db1"), OPEN)
    print("rotation")
    print(rotate(["a", "b", "c"]), OPEN)
    print("rebind to None")
    conn = connection("cache")
    next(conn)
    conn = None
    print("  after rebind:", OPEN)
    print("delete")
    spare = connection("spare")
    next(spare)
    del spare
    print("  after del:", OPEN)
    print("two names")
    first = connection("shared")
    next(first)
    second = first
    first = None
    print("  still open:", OPEN)
    second = "done"
    print("  now:", OPEN, second)
    last = connection("last")
    next(last)
    print("main returns with", OPEN)
    return len(OPEN)
