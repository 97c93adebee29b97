LOG = b"GET /index.html 200\nPOST /api/login 401\nGET /favicon.ico 404\nGET /api/items 200\n"


def main():
    lines = LOG.strip().split(b"\n")
    print(len(lines), lines[0])
    for line in lines:
        method, path, status = line.split()
        flag = b"api" in path
        print(method.decode(), path.decode().ljust(16), int(status), flag, line.startswith(b"GET"), path.endswith((b".ico", b".html")))
    print(LOG.count(b"GET"), LOG.find(b"POST"), LOG.find(b"PUT"), LOG.rfind(b"GET"), LOG.index(b"401"))
    print(b" padded \t".strip(), b"xxhixx".strip(b"x"), b"a,b,,c".split(b","), b"a b  c".rsplit(None, 1))
    print(b"-".join([b"2024", b"01", b"31"]), b"Hello".upper(), b"Hello".lower(), b"hello world".replace(b"o", b"0"))
    print(b"123".isdigit(), b"12a".isdigit(), b"abc".isalpha(), b"abc1".isalnum(), b"\xff".isascii(), b"  ".isspace())
    print(b"key=value=x".partition(b"="), b"key=value=x".rpartition(b"="), b"v1.2".removeprefix(b"v"))
    print(ord("A") in b"ABC", 10 in LOG, b"" in b"abc")
    try:
        LOG.index(b"PATCH")
    except ValueError as e:
        print("ValueError", e)
    try:
        b"abc".find("a")
    except TypeError as e:
        print("TypeError", e)


if __name__ == "__main__":
    main()
