"""Decode vehicle identification numbers: check digit, model year, region and plant."""
from dataclasses import dataclass

TRANSLIT = {**{str(d): d for d in range(10)},
            **dict(zip("ABCDEFGH", range(1, 9))),
            **dict(zip("JKLMN", range(1, 6))), "P": 7, "R": 9,
            **dict(zip("STUVWXYZ", range(2, 10)))}
WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]
YEAR_CODES = "ABCDEFGHJKLMNPRSTVWXY123456789"
REGIONS = [("A", "H", "Africa"), ("J", "R", "Asia"), ("S", "Z", "Europe"), ("1", "5", "North America"),
           ("6", "7", "Oceania"), ("8", "9", "South America")]
MAKERS = {"1HG": "Honda (USA)", "WVW": "Volkswagen", "JHM": "Honda (Japan)", "5YJ": "Tesla",
          "WBA": "BMW", "1FT": "Ford trucks"}


class VINError(Exception):
    pass


@dataclass
class VIN:
    code: str

    def __post_init__(self):
        self.code = self.code.strip().upper()
        if len(self.code) != 17:
            raise VINError(f"{self.code}: VIN must be 17 characters, not {len(self.code)}")
        bad = [c for c in self.code if c not in TRANSLIT]
        if bad:
            raise VINError(f"{self.code}: illegal characters {''.join(bad)!r} (I, O and Q are never used)")

    @property
    def check_digit(self) -> str:
        total = sum(TRANSLIT[c] * w for c, w in zip(self.code, WEIGHTS))
        rem = total % 11
        return "X" if rem == 10 else str(rem)

    @property
    def valid(self) -> bool:
        return self.code[8] == self.check_digit

    @property
    def model_years(self) -> tuple[int, int]:
        idx = YEAR_CODES.index(self.code[9])
        return 1980 + idx, 2010 + idx

    @property
    def region(self) -> str:
        first = self.code[0]
        for lo, hi, name in REGIONS:
            if lo <= first <= hi:
                return name
        return "unknown"

    def __str__(self):
        return f"{self.code[:3]}-{self.code[3:9]}-{self.code[9:]}"


CODES = ["1HGCM82633A004352", "5YJ3E1EA7KF317000", "WVWZZZ1JZXW000001", "JHMCM56557C404453",
         "1FTFW1ET5DFC10312", "1HGCM82633A00435", "1HGCM8263QA004352", "wba3a5c5xdf595822"]


def main():
    counts = {"valid": 0, "bad check": 0, "rejected": 0}
    for code in CODES:
        try:
            vin = VIN(code)
        except VINError as exc:
            print("rejected:", exc)
            counts["rejected"] += 1
            continue
        early, late = vin.model_years
        maker = MAKERS.get(vin.code[:3], "?")
        mark = "ok" if vin.valid else f"expected {vin.check_digit}"
        counts["valid" if vin.valid else "bad check"] += 1
        print(f"{vin}  {maker:<14} {vin.region:<14} year {early}/{late} plant {vin.code[10]} serial {vin.code[11:]} [{mark}]")
    print(counts)
    print(sum(TRANSLIT.values()), len(TRANSLIT), sorted(set("IOQ") - TRANSLIT.keys()))


if __name__ == "__main__":
    main()
