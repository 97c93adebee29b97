"""An inverted index with positions: boolean AND/OR/NOT queries, phrases and tf-idf ranking."""
import math
import re
from collections import defaultdict, Counter

DOCS = {
    "kb-101": "Reset your password from the login page. Password resets expire after one hour.",
    "kb-102": "To change the billing address, open Billing and choose Edit address.",
    "kb-103": "Two-factor login codes are sent by SMS. Lost your phone? Reset two-factor from support.",
    "kb-104": "Invoices list the billing address at the time of purchase.",
    "kb-105": "The login page supports single sign-on for business plans.",
}
STOP = frozenset("the a an to of by for from your at and is are after are".split())
WORD = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)*")


def tokens(text):
    return [w for w in WORD.findall(text.lower()) if w not in STOP]


class Index:
    def __init__(self, docs):
        self.postings = defaultdict(lambda: defaultdict(list))
        self.lengths = {}
        for doc_id, text in docs.items():
            toks = tokens(text)
            self.lengths[doc_id] = len(toks)
            for pos, tok in enumerate(toks):
                self.postings[tok][doc_id].append(pos)
        self.all = set(docs)

    def docs(self, term):
        return set(self.postings.get(term, {}))

    def phrase(self, words):
        first, *rest = words
        hits = set()
        for doc, positions in self.postings.get(first, {}).items():
            for p in positions:
                if all(p + i + 1 in self.postings.get(w, {}).get(doc, []) for i, w in enumerate(rest)):
                    hits.add(doc)
        return hits

    def query(self, q):
        result = None
        for clause in q.split(" AND "):
            alt = set()
            for part in clause.split(" OR "):
                part = part.strip()
                if part.startswith('"'):
                    alt |= self.phrase(tokens(part))
                elif part.startswith("NOT "):
                    alt |= self.all - self.docs(part[4:].lower())
                else:
                    alt |= self.docs(part.lower())
            result = alt if result is None else result & alt
        return result or set()

    def rank(self, terms):
        n = len(self.all)
        scores = Counter()
        for t in terms:
            df = len(self.postings.get(t, {}))
            if not df:
                continue
            idf = math.log(n / df) + 1
            for doc, pos in self.postings[t].items():
                scores[doc] += len(pos) / self.lengths[doc] * idf
        return [(d, round(s, 4)) for d, s in sorted(scores.items(), key=lambda kv: (-kv[1], kv[0]))]


def main():
    idx = Index(DOCS)
    print(len(idx.postings), "terms;", "top df:", sorted(idx.postings, key=lambda t: (-len(idx.postings[t]), t))[:4])
    for q in ["login AND page", "billing OR sms", "login AND NOT page", '"billing address"',
              '"two-factor login"', "password AND reset OR resets", "nothing"]:
        print(f"{q!r:32} -> {sorted(idx.query(q))}")
    print("rank 'reset login password':", idx.rank(tokens("reset login password")))
    print(dict(idx.postings["login"]))


if __name__ == "__main__":
    main()
