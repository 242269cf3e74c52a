// React's development build (the one tests run) calls console.createTask for every element it
// creates, to link async stacks in a debugger; Node implements it, at a cost no test reads. React
// looks for it once, when it loads: this file runs before anything imports React.
Reflect.deleteProperty(console, 'createTask')
