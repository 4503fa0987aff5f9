export const feedbackKey = 'feedback'
