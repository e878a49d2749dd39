/** What the exercise page hands each exercise: the deal's seed (a restart deals anew) and what follows its end. */
export interface ExerciseProps {
  readonly seed: number;
  readonly onFinish: () => void;
}
