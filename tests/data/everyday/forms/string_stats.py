TEXT = "The rain in Spain stays mainly in the plain. In Spain it rains!"


def words(text):
    word = ""
    for ch in text.lower():
        if "a" <= ch <= "z":
            word += ch
        elif word:
            yield word
            word = ""
    if word:
        yield word


def main() -> None:
    ws = list(words(TEXT))
    print(len(ws), "words,", len(set(ws)), "distinct")
    ain = [w for w in ws if "ain" in w]
    print("with 'ain':", ain)
    longest = max(ws, key=len)
    print("longest:", longest)
    freq = {w: ws.count(w) for w in ws}
    print(sorted((n, w) for w, n in freq.items() if n > 1))
