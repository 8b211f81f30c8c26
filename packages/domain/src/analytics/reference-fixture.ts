/**
 * Written by scripts/stats-reference.py --fixture (SciPy, statsmodels); do not edit by hand.
 * Inputs and reference answers for the analysis rules of docs/decisions/017-analysis-itt-participant-unit.md.
 */
export const REFERENCE_INPUTS = {
  "study": [
    {
      "participant": "P01",
      "arm": "experiment",
      "baseline": 82.1,
      "followUp": 88.4
    },
    {
      "participant": "P02",
      "arm": "experiment",
      "baseline": 76.5,
      "followUp": 84.0
    },
    {
      "participant": "P03",
      "arm": "experiment",
      "baseline": 88.0,
      "followUp": 90.2
    },
    {
      "participant": "P04",
      "arm": "experiment",
      "baseline": 79.3,
      "followUp": 86.9
    },
    {
      "participant": "P05",
      "arm": "experiment",
      "baseline": 84.6,
      "followUp": 87.1
    },
    {
      "participant": "P06",
      "arm": "experiment",
      "baseline": 71.2,
      "followUp": 80.5
    },
    {
      "participant": "P07",
      "arm": "experiment",
      "baseline": 86.9,
      "followUp": 89.8
    },
    {
      "participant": "P08",
      "arm": "experiment",
      "baseline": 80.0,
      "followUp": 83.3
    },
    {
      "participant": "P09",
      "arm": "experiment",
      "baseline": 77.7,
      "followUp": 85.6
    },
    {
      "participant": "P10",
      "arm": "control",
      "baseline": 83.4,
      "followUp": 84.0
    },
    {
      "participant": "P11",
      "arm": "control",
      "baseline": 78.8,
      "followUp": 79.1
    },
    {
      "participant": "P12",
      "arm": "control",
      "baseline": 85.5,
      "followUp": 84.2
    },
    {
      "participant": "P13",
      "arm": "control",
      "baseline": 74.9,
      "followUp": 77.3
    },
    {
      "participant": "P14",
      "arm": "control",
      "baseline": 81.2,
      "followUp": 80.6
    },
    {
      "participant": "P15",
      "arm": "control",
      "baseline": 87.3,
      "followUp": 88.9
    },
    {
      "participant": "P16",
      "arm": "control",
      "baseline": 79.9,
      "followUp": 81.5
    },
    {
      "participant": "P17",
      "arm": "control",
      "baseline": 76.1,
      "followUp": 75.0
    }
  ],
  "secondaryP": [
    0.012,
    0.049,
    0.31,
    0.0041
  ],
  "heartRate": [
    {
      "participant": "A",
      "before": 82,
      "after": 75
    },
    {
      "participant": "A",
      "before": 80,
      "after": 76
    },
    {
      "participant": "A",
      "before": 85,
      "after": 77
    },
    {
      "participant": "A",
      "before": 79,
      "after": 74
    },
    {
      "participant": "A",
      "before": 81,
      "after": 75
    },
    {
      "participant": "A",
      "before": 84,
      "after": 78
    },
    {
      "participant": "B",
      "before": 70,
      "after": 69
    },
    {
      "participant": "B",
      "before": 72,
      "after": 70
    },
    {
      "participant": "C",
      "before": 90,
      "after": 84
    },
    {
      "participant": "C",
      "before": 88,
      "after": 85
    },
    {
      "participant": "C",
      "before": 91,
      "after": 83
    },
    {
      "participant": "D",
      "before": 76,
      "after": 75
    },
    {
      "participant": "E",
      "before": 68,
      "after": 66
    },
    {
      "participant": "E",
      "before": 71,
      "after": 67
    },
    {
      "participant": "E",
      "before": 69,
      "after": 68
    },
    {
      "participant": "E",
      "before": 70,
      "after": 65
    }
  ],
  "hedgesSmall": {
    "x": [
      1.2,
      2.9,
      0.4
    ],
    "y": [
      0.1,
      -0.8,
      0.6,
      0.3
    ]
  }
} as const;

export const REFERENCE_VALUES = {
  "welch": {
    "t": 4.8786188850718295,
    "df": 11.987232597809463,
    "p": 0.0003805730279750386,
    "difference": 5.062500000000002,
    "low": 2.8012979412536962,
    "high": 7.323702058746307
  },
  "hedges": {
    "d": 2.282370591853027,
    "g": 2.1659870083399038,
    "j": 0.9490075871427028,
    "low": 0.9590127280898729,
    "high": 3.3311530436897727
  },
  "hedges_small": {
    "d": 1.5545631755148026,
    "g": 1.306996941614421,
    "j": 0.8407486824596893,
    "low": -0.2218561952819288,
    "high": 2.7474399754639287
  },
  "ancova": {
    "difference": 5.005589801986026,
    "se": 0.8269148809411917,
    "t": 6.053331385557701,
    "p": 2.9701939103403855e-05,
    "df": 14.0,
    "low": 3.232033773302947,
    "high": 6.779145830669105,
    "slope": 0.6964789439254606
  },
  "holm": [
    0.036000000000000004,
    0.098,
    0.31,
    0.0164
  ],
  "heart_rate": {
    "participants": 5,
    "mean_before": 77.6,
    "mean_after": 74.16666666666666,
    "t": -3.3174066259642787,
    "df": 4.0,
    "p": 0.029449792879002432,
    "mean_change": -3.4333333333333345,
    "low": -6.306801256511113,
    "high": -0.5598654101555556
  }
} as const;
