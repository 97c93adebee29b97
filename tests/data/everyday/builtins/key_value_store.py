COMMANDS = """SET a 1
SET b hello
GET a
INCR a
INCR c
DEL b
GET b
KEYS
SET d  spaced value 
GET d"""


def main() -> None:
    store = {}
    for line in COMMANDS.splitlines():
        parts = line.split(None, 2)
        op = parts[0].upper()
        if op == "SET":
            store[parts[1]] = parts[2].strip()
            print("OK")
        elif op == "GET":
            print(repr(store.get(parts[1])))
        elif op == "INCR":
            value = int(store.get(parts[1], "0")) + 1
            store[parts[1]] = str(value)
            print(value)
        elif op == "DEL":
            print(1 if store.pop(parts[1], None) is not None else 0)
        elif op == "KEYS":
            print(sorted(store))
    print("final:", store)
