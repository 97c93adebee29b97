import statistics as st
from math import isclose, sqrt

SCORES = {
    "algebra": [72, 85, 91, 64, 78, 88, 95, 70, 81, 77],
    "biology": [55, 62, 71, 68, 90, 84, 59, 73],
    "chemistry": [88, 92, 79, 85, 91, 94, 87],
    "drama": [70, 70, 75, 80, 70, 95],
}


def zscores(values):
    mu, sd = st.mean(values), st.stdev(values)
    return [round((v - mu) / sd, 2) for v in values]


def main():
    header = f"{'subject':<10}{'n':>3}{'mean':>8}{'median':>8}{'stdev':>8}{'min':>5}{'max':>5}{'mode':>6}"
    print(header)
    for subject, vals in SCORES.items():
        print(
            f"{subject:<10}{len(vals):>3}{st.mean(vals):>8.2f}{st.median(vals):>8}"
            f"{st.stdev(vals):>8.2f}{min(vals):>5}{max(vals):>5}{st.mode(vals):>6}"
        )
    everything = [v for vals in SCORES.values() for v in vals]
    q1, q2, q3 = st.quantiles(everything, n=4)
    print(f"quartiles: {q1} {q2} {q3}  iqr={q3 - q1}")
    deciles = st.quantiles(everything, n=10, method="inclusive")
    print("deciles:", [round(d, 1) for d in deciles])
    print("pstdev all:", round(st.pstdev(everything), 4))
    print("variance algebra:", round(st.variance(SCORES["algebra"]), 3))
    print("harmonic chem:", round(st.harmonic_mean(SCORES["chemistry"]), 3))
    print("geometric bio:", round(st.geometric_mean(SCORES["biology"]), 3))
    print("fmean:", st.fmean(everything))
    print("median_low/high:", st.median_low([1, 3, 5, 7]), st.median_high([1, 3, 5, 7]))
    print("z algebra:", zscores(SCORES["algebra"]))
    ranked = sorted(SCORES, key=lambda s: st.mean(SCORES[s]), reverse=True)
    print("ranking:", " > ".join(ranked))
    sd = st.stdev(SCORES["drama"])
    print("stdev check:", isclose(sd, sqrt(st.variance(SCORES["drama"]))))
    print("multimode:", st.multimode([1, 1, 2, 2, 3]))
    return ranked[0]


if __name__ == "__main__":
    main()
